import type { PieceSettings } from '@cadenza/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../../lib/session-store';
import { signInBrowser } from '../../../test/accounts-fixtures';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-route';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import {
  PRACTICE_REPORT_INTERVAL_MS,
  PRACTICE_SAVE_DELAY_MS,
  usePracticeMemory,
  type PracticeMemoryOptions,
} from './use-practice-memory';

const timeline = fourBarTimeline();
const saved: PieceSettings = {
  positionMs: 4000,
  bar: '3',
  tempoPercent: 80,
  transpose: -2,
  loop: { from: 1, to: 2, isOn: true },
};

function practiceAnswer(settings: PieceSettings | null) {
  return {
    productId: 'song',
    isFavourite: false,
    settings,
    lastPractisedAt: null,
    totalSeconds: 0,
  };
}

/** The player's state as the hook sees it, changed by the restorer as the player would be. */
function renderMemory(initial: Partial<PracticeMemoryOptions> = {}) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const restorer = {
    keepsPosition: true,
    keepsLoop: true,
    goToMeasure: vi.fn(),
    setTempo: vi.fn(),
    applyLoop: vi.fn(),
  };
  const base: PracticeMemoryOptions = {
    productId: 'song',
    timeline,
    measureIndex: 0,
    isPlaying: false,
    tempo: 1,
    transpose: 0,
    loop: null,
    restorer,
    ...initial,
  };
  const hook = renderHook(
    (options: PracticeMemoryOptions) => {
      usePracticeMemory(options);
    },
    { wrapper, initialProps: base },
  );
  return { hook, restorer, base };
}

const sentBodies = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

beforeEach(() => {
  signInBrowser();
});
afterEach(() => {
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
  sessionActions.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a piece practised, kept on the server', () => {
  it('puts the saved bar, tempo and loop back once, and saves nothing for having done so', async () => {
    const fetchMock = mockApi({
      '/me/pieces/song/practice': practiceAnswer(saved),
      'PUT /me/pieces/song/practice': practiceAnswer(saved),
    });
    const { hook, restorer, base } = renderMemory({ transpose: -2 });
    await waitFor(() => {
      expect(restorer.goToMeasure).toHaveBeenCalledWith(2);
    });
    expect(restorer.setTempo).toHaveBeenCalledWith(0.8);
    expect(restorer.applyLoop).toHaveBeenCalledWith({ from: 1, to: 2 }, true);
    // The player now shows what was saved.
    hook.rerender({
      ...base,
      measureIndex: 2,
      tempo: 0.8,
      transpose: -2,
      loop: { from: 1, to: 2 },
    });
    await new Promise((resolve) => setTimeout(resolve, PRACTICE_SAVE_DELAY_MS + 200));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([]);
    expect(restorer.goToMeasure).toHaveBeenCalledTimes(1);
  });

  it('saves a change once it has stood, never while playing, and the pause saves', async () => {
    const fetchMock = mockApi({
      '/me/pieces/song/practice': practiceAnswer(null),
      'PUT /me/pieces/song/practice': (request: Request) =>
        request.json().then((body) => Response.json(practiceAnswer(body as PieceSettings))),
    });
    const { hook, restorer, base } = renderMemory();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(restorer.goToMeasure).not.toHaveBeenCalled();
    hook.rerender({ ...base, isPlaying: true, measureIndex: 1, tempo: 0.9 });
    await new Promise((resolve) => setTimeout(resolve, PRACTICE_SAVE_DELAY_MS + 200));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([]);
    hook.rerender({ ...base, isPlaying: false, measureIndex: 3, tempo: 0.9 });
    await waitFor(
      () => {
        expect(sentBodies(fetchMock, 'PUT')).toEqual([
          { positionMs: 6000, bar: '4', tempoPercent: 90, transpose: 0, loop: null },
        ]);
      },
      { timeout: PRACTICE_SAVE_DELAY_MS + 1000 },
    );
  });

  it('a change the page leaves before it has stood (a reload, a closed tab) is saved as the page goes', async () => {
    const fetchMock = mockApi({
      '/me/pieces/song/practice': practiceAnswer(null),
      'PUT /me/pieces/song/practice': (request: Request) =>
        request.json().then((body) => Response.json(practiceAnswer(body as PieceSettings))),
    });
    const { hook, base } = renderMemory();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    hook.rerender({ ...base, transpose: -5 });
    window.dispatchEvent(new Event('pagehide'));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => init?.keepalive)).toEqual([true]);
    expect(sentBodies(fetchMock, 'PUT')).toEqual([
      { positionMs: 0, bar: '1', tempoPercent: 100, transpose: -5, loop: null },
    ]);
    // Saved once: neither the timer nor leaving the piece sends it again.
    await new Promise((resolve) => setTimeout(resolve, PRACTICE_SAVE_DELAY_MS + 200));
    hook.unmount();
    expect(sentBodies(fetchMock, 'PUT')).toHaveLength(1);
  });

  it('reports the seconds played with the device’s offset from UTC, every 30 s and at the pause', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
    vi.setSystemTime(new Date(2030, 0, 15, 23, 0, 0));
    const fetchMock = mockApi({
      '/me/pieces/song/practice': practiceAnswer(null),
      'POST /me/pieces/song/practice-time': new Response(null, { status: 204 }),
    });
    const { hook, base } = renderMemory();
    hook.rerender({ ...base, isPlaying: true });
    act(() => {
      vi.advanceTimersByTime(PRACTICE_REPORT_INTERVAL_MS);
    });
    act(() => {
      vi.advanceTimersByTime(12_400);
    });
    hook.rerender({ ...base, isPlaying: false });
    // The server finds the person's calendar day from its own clock and this offset.
    const utcOffsetMinutes = -new Date(2030, 0, 15, 23, 0, 0).getTimezoneOffset() || 0;
    expect(sentBodies(fetchMock, 'POST')).toEqual([
      { seconds: 30, utcOffsetMinutes },
      { seconds: 12, utcOffsetMinutes },
    ]);
  });

  it('keeps nothing for a guest', async () => {
    document.cookie = 'isAuthenticated=; path=/; max-age=0';
    sessionActions.reset();
    const fetchMock = mockApi({});
    const { hook, base } = renderMemory();
    hook.rerender({ ...base, isPlaying: true });
    hook.rerender({ ...base, isPlaying: false, measureIndex: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
