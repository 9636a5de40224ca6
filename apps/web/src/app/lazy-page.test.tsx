import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { preloadable } from './lazy-page';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

it('renders at once, with no loading state, once its module has been preloaded', async () => {
  const load = vi.fn(() => Promise.resolve(Greeting));
  const greeting = preloadable(load);
  await greeting.preload();

  render(
    <Suspense fallback={<p>Loading</p>}>
      <greeting.Component name="Clara" />
    </Suspense>,
  );

  // Synchronously: a suspended render would show the fallback first.
  expect(screen.getByText('Hello Clara')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledOnce();
});

it('suspends while its module loads, then renders it, loading it once', async () => {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
  const greeting = preloadable(load);
  void greeting.preload();

  render(
    <Suspense fallback={<p>Loading</p>}>
      <greeting.Component name="Robert" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => {
    resolve(Greeting);
    await Promise.resolve();
  });

  expect(await screen.findByText('Hello Robert')).toBeInTheDocument();
  expect(load).toHaveBeenCalledOnce();
});

it('asks again after a failed load', async () => {
  const load = vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(Greeting);
  const greeting = preloadable(load);
  await expect(greeting.preload()).rejects.toThrow('Failed to fetch');
  await greeting.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
