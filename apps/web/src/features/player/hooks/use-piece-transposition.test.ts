import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../../lib/session-store';
import { useUserSettings } from '../../../lib/user-settings';
import { signInBrowser } from '../../../test/accounts-fixtures';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-route';
import { usePieceTransposition } from './use-piece-transposition';

afterEach(() => {
  act(() => {
    useUserSettings.setState({ pieceTranspositions: {} });
  });
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
  sessionActions.reset();
  vi.unstubAllGlobals();
});

function renderTransposition(productId: string, canTranspose: boolean) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => usePieceTransposition(productId, canTranspose), { wrapper });
}

const practiceOf = (productId: string, transpose: number | null) => ({
  productId,
  isFavourite: false,
  settings:
    transpose === null
      ? null
      : { positionMs: 0, bar: '1', tempoPercent: 100, transpose, loop: null },
  lastPractisedAt: null,
  totalSeconds: 0,
});

describe("a guest's key, remembered in this browser", () => {
  it('keeps the key chosen for each piece, in the stored settings, and forgets a piece put back', () => {
    const song = renderTransposition('song', true);
    const other = renderTransposition('other', true);
    act(() => {
      song.result.current[1](-2);
    });
    expect(song.result.current[0]).toBe(-2);
    expect(other.result.current[0]).toBe(0);
    const stored = JSON.parse(localStorage.getItem('cadenza-user-settings') ?? '{}') as {
      state?: { pieceTranspositions?: Record<string, number> };
    };
    expect(stored.state?.pieceTranspositions).toEqual({ song: -2 });
    act(() => {
      song.result.current[1](0);
    });
    expect(useUserSettings.getState().pieceTranspositions).toEqual({});
  });

  it('is 0 where the sound cannot be transposed, and within the range whatever was stored', () => {
    act(() => {
      useUserSettings.setState({ pieceTranspositions: { song: 3, edited: 40, broken: 1.5 } });
    });
    expect(renderTransposition('song', false).result.current[0]).toBe(0);
    expect(renderTransposition('song', true).result.current[0]).toBe(3);
    expect(renderTransposition('edited', true).result.current[0]).toBe(6);
    expect(renderTransposition('broken', true).result.current[0]).toBe(0);
  });
});

describe("a signed-in person's key, kept with the piece's settings on the server", () => {
  it('opens in the key the server keeps, and a choice is not written to this browser', async () => {
    signInBrowser();
    mockApi({ '/me/pieces/song/practice': practiceOf('song', 5) });
    const song = renderTransposition('song', true);
    await waitFor(() => {
      expect(song.result.current[0]).toBe(5);
    });
    act(() => {
      song.result.current[1](-1);
    });
    expect(song.result.current[0]).toBe(-1);
    expect(useUserSettings.getState().pieceTranspositions).toEqual({});
  });

  it('takes the key this browser kept until the server has settings, then forgets it here', async () => {
    signInBrowser();
    act(() => {
      useUserSettings.setState({ pieceTranspositions: { fresh: -3, known: 2 } });
    });
    mockApi({
      '/me/pieces/fresh/practice': practiceOf('fresh', null),
      '/me/pieces/known/practice': practiceOf('known', 4),
    });
    const fresh = renderTransposition('fresh', true);
    const known = renderTransposition('known', true);
    await waitFor(() => {
      expect(known.result.current[0]).toBe(4);
    });
    expect(fresh.result.current[0]).toBe(-3);
    expect(useUserSettings.getState().pieceTranspositions).toEqual({ fresh: -3 });
  });
});
