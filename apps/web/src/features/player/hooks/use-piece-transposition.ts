import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { piecePracticeQueryOptions } from '../../../lib/piece-practice-api';
import { useIsAuthenticated } from '../../../lib/session-store';
import { useUserSettings } from '../../../lib/user-settings';
import { TRANSPOSE_RANGE } from '../transposition/key-names';

/**
 * The key a piece is practised in, as semitones from its written key, remembered per piece: for
 * a signed-in person with the piece's settings on the server (`usePracticeMemory` saves the
 * choice, so every device opens the piece in that key), for a guest in this browser. A key this
 * browser kept before the person signed in is used until the server has the piece's settings
 * (the first save takes it there), then forgotten here. A player that cannot transpose is
 * always at 0.
 */
export function usePieceTransposition(
  productId: string,
  canTranspose: boolean,
): [semitones: number, setSemitones: (semitones: number) => void] {
  const isSignedIn = useIsAuthenticated();
  const practice = useQuery({
    ...piecePracticeQueryOptions(productId),
    enabled: isSignedIn && canTranspose,
  });
  const inBrowser = useUserSettings((settings) => settings.pieceTranspositions[productId] ?? 0);
  const storeInBrowser = useUserSettings((settings) => settings.setPieceTransposition);
  const [chosen, setChosen] = useState<{ productId: string; semitones: number } | null>(null);
  const onServer = isSignedIn ? practice.data?.settings : undefined;
  useEffect(() => {
    if (onServer && inBrowser !== 0) storeInBrowser(productId, 0);
  }, [onServer, inBrowser, productId, storeInBrowser]);

  const stored =
    isSignedIn && chosen?.productId === productId
      ? chosen.semitones
      : (onServer?.transpose ?? inBrowser);
  const semitones =
    canTranspose && Number.isInteger(stored)
      ? Math.max(TRANSPOSE_RANGE.min, Math.min(TRANSPOSE_RANGE.max, stored))
      : 0;
  const setSemitones = useCallback(
    (next: number) => {
      if (isSignedIn) setChosen({ productId, semitones: next });
      else storeInBrowser(productId, next);
    },
    [isSignedIn, productId, storeInBrowser],
  );
  return [semitones, setSemitones];
}
