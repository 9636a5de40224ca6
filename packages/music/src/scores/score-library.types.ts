/**
 * The contract between the score library (hand-written public-domain pieces and the
 * exercise generators) and the catalogue that files those pieces into collections and
 * volumes. Everything here is deterministic: the same ref always yields the same score.
 */
export type Instrument = 'piano' | 'vocal';
/** The styles the catalogue files music under (the landing page's tags name them). */
export type Genre = 'classical' | 'jazz' | 'popular' | 'folk' | 'educational';
export type ScoreFormat = 'musicxml' | 'mei';

export interface ScoreEntry {
  /** Stable identifier, e.g. 'gen:scale:piano:3:E-flat-major:1' or 'lib:bach-minuet-in-g'. */
  ref: string;
  title: string;
  /** Optional second line: which part of a work this is, or how it was arranged (e.g. 'Opening, bars 1–16'). */
  subtitle?: string | null;
  /**
   * What the score holds of a longer work when it is not all of it ('the opening theme (bars
   * 1–8), not the whole piece.'); absent for a complete piece. Such a title says so too.
   */
  excerpt?: string | null;
  /** The real composer of a hand-written public-domain piece; null for generated exercises. */
  composer: string | null;
  lyricist: string | null;
  arranger: string | null;
  instrument: Instrument;
  /** 0-9 per instrument the piece is for (bands: 0-3 elementary, 4-6 intermediate, 7-9 advanced). */
  difficulty: { piano?: number; vocal?: number };
  /** Which family of pieces this belongs to, to build volumes: e.g. 'scales', 'vocalises', 'library:baroque'. */
  group: string;
  /** Human key name, e.g. 'E♭ major'. */
  key: string;
  /** Sung language for vocal pieces with words (e.g. 'Italian'); null otherwise. */
  language: string | null;
  /** Year of composition or first publication, when known (library pieces). */
  year: number | null;
  /** Its styles, when its group does not say them (a carol among art songs); see genresOf. */
  genres?: readonly Genre[];
}

export interface LoadedScore {
  format: ScoreFormat;
  content: string;
}

export interface ScoreLibrary {
  /** Every piece the library can produce, in a fixed order. */
  entries(): readonly ScoreEntry[];
  /** The score for a ref, or undefined when no such piece exists. */
  load(ref: string): LoadedScore | undefined;
}
