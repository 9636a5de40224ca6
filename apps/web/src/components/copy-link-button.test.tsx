import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CopyLinkButton, LINK_COPIED_MESSAGE } from './copy-link-button';

afterEach(() => {
  vi.useRealTimers();
});

it('copies the address and shows the toast for 3 seconds', async () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.useFakeTimers();
  render(<CopyLinkButton />);

  await act(async () => {
    screen.getByRole('button', { name: 'Copy link' }).click();
    await Promise.resolve();
  });
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(screen.getByText(LINK_COPIED_MESSAGE)).toBeInTheDocument();

  await act(async () => {
    await vi.advanceTimersByTimeAsync(2900);
  });
  expect(screen.getByText(LINK_COPIED_MESSAGE)).toBeInTheDocument();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(screen.queryByText(LINK_COPIED_MESSAGE)).not.toBeInTheDocument();
});
