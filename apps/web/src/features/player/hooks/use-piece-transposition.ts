import { useCallback } from 'react';
import { useUserSettings } from '../../../lib/user-settings';
import { TRANSPOSE_RANGE } from '../transposition/key-names';

/**
 * The key a piece is practised in, as semitones from its written key, remembered per piece in
 * the user's settings (kept in this browser). A player that cannot transpose is always at 0.
 */
export function usePieceTransposition(
  productId: string,
  canTranspose: boolean,
): [semitones: number, setSemitones: (semitones: number) => void] {
  const stored = useUserSettings((settings) => settings.pieceTranspositions[productId] ?? 0);
  const store = useUserSettings((settings) => settings.setPieceTransposition);
  const semitones =
    canTranspose && Number.isInteger(stored)
      ? Math.max(TRANSPOSE_RANGE.min, Math.min(TRANSPOSE_RANGE.max, stored))
      : 0;
  const setSemitones = useCallback(
    (next: number) => {
      store(productId, next);
    },
    [productId, store],
  );
  return [semitones, setSemitones];
}
