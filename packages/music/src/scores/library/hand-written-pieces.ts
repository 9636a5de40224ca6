import type { LibraryPiece } from '../generators/generated-piece.js';
import { BAROQUE_PIECES } from './pieces/baroque.js';
import { CLASSICAL_PIECES } from './pieces/classical.js';
import { FOLK_SONG_PIECES } from './pieces/folk-songs.js';
import { MORE_FOLK_SONG_PIECES } from './pieces/folk-songs-more.js';
import { ROMANTIC_PIECES } from './pieces/romantic.js';
import { SONG_PIECES } from './pieces/songs.js';

/** The pieces written for the project from public-domain music, in historical order of group. */
export function handWrittenPieces(): LibraryPiece[] {
  return [
    ...BAROQUE_PIECES,
    ...CLASSICAL_PIECES,
    ...ROMANTIC_PIECES,
    ...SONG_PIECES,
    ...FOLK_SONG_PIECES,
    ...MORE_FOLK_SONG_PIECES,
  ];
}
