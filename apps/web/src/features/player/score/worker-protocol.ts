import type { TimemapEntry } from '@cadenza/music/verovio-types';

/** The score viewer's requests to its Verovio worker; every answer carries the request's id. */
export type WorkerRequest =
  | { type: 'load'; id: number; score: string; width: number; height: number }
  | { type: 'layout'; id: number; width: number; height: number }
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
      /** The bar number the score prints, by the bar's id. */
      measureNumbers: Record<string, string>;
    } & Layout)
  | { type: 'progress'; id: number; step: LoadStep }
  | ({ type: 'laidOut'; id: number } & Layout)
  | { type: 'page'; id: number; page: number; svg: string; renderMs: number; fontBase64?: string }
  | { type: 'error'; id: number; message: string };
