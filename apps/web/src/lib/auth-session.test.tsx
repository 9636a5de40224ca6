import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render-route';
import { clearLogin, failSession, leaveSession } from './auth-session';
import { isAuthenticatedNow, sessionActions } from './session-store';

beforeEach(() => {
  sessionActions.loginSucceeded({ id: 's1', email: 'ada@example.com', facebookId: null });
});

afterEach(() => {
  sessionActions.signedOut();
});

/** A page showing a catalogue query and the person's own practice time, both fetched once. */
async function renderSignedInPage() {
  const queryClient = createTestQueryClient();
  const catalogue = vi.fn(() => Promise.resolve('the home page'));
  const personal = vi.fn(() => Promise.resolve('12 minutes practised'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      home: useQuery({ queryKey: ['home', null], queryFn: catalogue }),
      time: useQuery({ queryKey: ['library', 'practice-time', 30, 0], queryFn: personal }),
    }),
    { wrapper },
  );
  await waitFor(() => {
    expect(result.current.time.data).toBe('12 minutes practised');
  });
  expect(result.current.home.data).toBe('the home page');
  return { queryClient, catalogue, personal };
}

it.each([
  ['signing out', (queryClient: QueryClient) => leaveSession(queryClient, () => Promise.resolve())],
  ['a failed sign-in', clearLogin],
  ['a failed session', failSession],
])(
  'after %s the person’s own data is dropped, never asked for as a guest; the rest is asked again',
  async (_, leave) => {
    const { queryClient, catalogue, personal } = await renderSignedInPage();

    await leave(queryClient);

    expect(catalogue).toHaveBeenCalledTimes(2);
    expect(personal).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['library', 'practice-time', 30, 0])).toBeUndefined();
  },
);

it('signing out makes this browser a guest before the server is asked, and a failed logout still signs out', async () => {
  const { queryClient, personal } = await renderSignedInPage();
  const seenWhileEnding: unknown[] = [];
  await leaveSession(queryClient, () => {
    seenWhileEnding.push(
      isAuthenticatedNow(),
      queryClient.getQueryData(['library', 'practice-time', 30, 0]),
    );
    return Promise.reject(new Error('Could not reach the server.'));
  });
  expect(seenWhileEnding).toEqual([false, undefined]);
  expect(isAuthenticatedNow()).toBe(false);
  expect(personal).toHaveBeenCalledTimes(1);
});
