import { writeMusicXml } from './musicxml/write-musicxml.js';
import type { LibraryPiece } from './generators/generated-piece.js';
import { pianoArpeggioPieces } from './generators/piano-arpeggios.js';
import { pianoScalePieces } from './generators/piano-scales.js';
import { sightReadingPieces } from './generators/sight-reading.js';
import { sightSingingPieces } from './generators/sight-singing.js';
import { studyPieces } from './generators/studies.js';
import { vocalisePieces } from './generators/vocalises.js';
import { jazzPianoPieces } from './generators/jazz-piano.js';
import { jazzVoicePieces } from './generators/jazz-voice.js';
import { popularPieces } from './generators/popular.js';
import { handWrittenPieces } from './library/hand-written-pieces.js';
import type { LoadedScore, ScoreEntry, ScoreLibrary } from './score-library.types.js';

/** Every piece in catalogue order: the hand-written library first, then the generators. */
export function listLibraryPieces(): LibraryPiece[] {
  return [
    ...handWrittenPieces(),
    ...pianoScalePieces(),
    ...pianoArpeggioPieces(),
    ...studyPieces(),
    ...sightReadingPieces(),
    ...vocalisePieces(),
    ...sightSingingPieces(),
    ...jazzPianoPieces(),
    ...jazzVoicePieces(),
    ...popularPieces(),
  ];
}

/**
 * The score library. Listing builds only metadata (once, then memoised); a score is
 * written the first time its ref is loaded, so starting the server stays fast.
 */
export function createScoreLibrary(): ScoreLibrary {
  let pieces: Map<string, LibraryPiece> | undefined;
  let entries: readonly ScoreEntry[] | undefined;
  const index = (): Map<string, LibraryPiece> => {
    if (!pieces) {
      pieces = new Map();
      for (const piece of listLibraryPieces()) {
        if (pieces.has(piece.entry.ref)) throw new Error(`duplicate score ref ${piece.entry.ref}`);
        pieces.set(piece.entry.ref, piece);
      }
    }
    return pieces;
  };
  return {
    entries: () => {
      entries ??= Object.freeze(
        [...index().values()].map((piece) =>
          Object.freeze({
            ...piece.entry,
            difficulty: Object.freeze({ ...piece.entry.difficulty }),
          }),
        ),
      );
      return entries;
    },
    load: (ref: string): LoadedScore | undefined => {
      const piece = index().get(ref);
      if (!piece) return undefined;
      return { format: 'musicxml', content: writeMusicXml(piece.build()) };
    },
  };
}
