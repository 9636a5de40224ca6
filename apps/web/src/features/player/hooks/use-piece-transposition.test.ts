import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUserSettings } from '../../../lib/user-settings';
import { usePieceTransposition } from './use-piece-transposition';

afterEach(() => {
  act(() => {
    useUserSettings.setState({ pieceTranspositions: {} });
  });
});

describe("a piece's key, remembered", () => {
  it('keeps the key chosen for each piece, in the stored settings, and forgets a piece put back', () => {
    const song = renderHook(() => usePieceTransposition('song', true));
    const other = renderHook(() => usePieceTransposition('other', true));
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
    expect(renderHook(() => usePieceTransposition('song', false)).result.current[0]).toBe(0);
    expect(renderHook(() => usePieceTransposition('song', true)).result.current[0]).toBe(3);
    expect(renderHook(() => usePieceTransposition('edited', true)).result.current[0]).toBe(6);
    expect(renderHook(() => usePieceTransposition('broken', true)).result.current[0]).toBe(0);
  });
});
