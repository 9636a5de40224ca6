import type { TimemapEntry } from '@cadenza/music/verovio-types';
import type { StaffDefinition } from '../timeline/parts';
import type { WrittenKey } from '../transposition/key-names';

/** The score viewer's requests to its Verovio worker; every answer carries the request's id. */
export type WorkerRequest =
  | {
      type: 'load';
      id: number;
      score: string;
      width: number;
      height: number;
      /** The score is shown this many semitones from its written key (0: as written). */
      semitones: number;
    }
  | { type: 'layout'; id: number; width: number; height: number }
  /** Writes the loaded score in another key: its layout comes back, its notes keep their ids. */
  | { type: 'transpose'; id: number; semitones: number; width: number; height: number }
  | { type: 'render'; id: number; page: number };

export interface Layout {
  pageCount: number;
  /** The page each bar is on, by the bar's id. */
  measurePages: Record<string, number>;
}

/** Loading's steps, in order: reading and laying out the score, then timing its notes. */
export const LOAD_STEPS = ['reading', 'timing'] as const;
export type LoadStep = (typeof LOAD_STEPS)[number];

export type WorkerResponse =
  | ({
      type: 'loaded';
      id: number;
      timemap: TimemapEntry[];
      pitches: Record<string, number>;
      /** The staff each note is on, by note id. */
      staves: Record<string, number>;
      staffDefinitions: StaffDefinition[];
      /** Notes that continue a tie (never struck), by id. */
      tiedNotes: string[];
      /** The bar number the score prints, by the bar's id. */
      measureNumbers: Record<string, string>;
      /** The key the score is written in (its opening key). */
      key: WrittenKey;
      /** Semitones from the written key the pages are in (0 when a transposition failed). */
      semitones: number;
      /** Why the score could not be shown in the key asked for. */
      transposeError?: string;
    } & Layout)
  | { type: 'progress'; id: number; step: LoadStep }
  | ({ type: 'laidOut'; id: number } & Layout)
  | { type: 'page'; id: number; page: number; svg: string; renderMs: number; fontBase64?: string }
  | { type: 'error'; id: number; message: string };
