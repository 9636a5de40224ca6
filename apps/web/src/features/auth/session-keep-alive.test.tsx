import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { selectIsSessionExpired, sessionActions, useSessionStore } from '../../lib/session-store';
import {
  accountsConfig,
  CONFIG_PATH,
  resetAccountStores,
  signInBrowser,
} from '../../test/accounts-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

beforeEach(() => {
  resetAccountStores();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  resetAccountStores();
});

it('checks the session every 60 s and opens the session-expired dialog on a 401', async () => {
  signInBrowser();
  sessionActions.loginSucceeded({ id: 's1', email: 'ada@example.com', facebookId: null });
  let status = 200;
  const checks: number[] = [];
  mockApi({
    [CONFIG_PATH]: accountsConfig(),
    'HEAD /sessions': () => {
      checks.push(Date.now());
      return new Response(null, { status });
    },
  });
  renderRoute('/account/print');
  await screen.findByRole('heading', { level: 1, name: 'Print' });

  await act(() => vi.advanceTimersByTimeAsync(59_000));
  expect(checks).toHaveLength(0);
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(checks).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  status = 401;
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  expect(selectIsSessionExpired(useSessionStore.getState())).toBe(true);

  // Signed out now: no more checks.
  await act(() => vi.advanceTimersByTimeAsync(180_000));
  expect(checks).toHaveLength(2);
});

it('does not check while signed out', async () => {
  const head = vi.fn(() => new Response(null, { status: 200 }));
  mockApi({ [CONFIG_PATH]: accountsConfig(), 'HEAD /sessions': head });
  renderRoute('/account/print');
  await screen.findByRole('heading', { level: 1, name: 'Print' });
  await act(() => vi.advanceTimersByTimeAsync(180_000));
  expect(head).not.toHaveBeenCalled();
});
