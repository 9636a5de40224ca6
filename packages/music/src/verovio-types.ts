// Types only, shared by the server and the web player; a bundle gains nothing from them. The
// reference declares the 'verovio/wasm' and 'verovio/esm' modules (Verovio ships no types) in
// every program that imports this file: an ambient declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./verovio-modules.d.ts" />

export type { VerovioToolkit } from 'verovio/esm';

/**
 * One entry of Verovio's timemap (`renderToTimemap({ includeMeasures: true })`): what starts and
 * stops at a moment of the score.
 */
export interface TimemapEntry {
  /** Milliseconds from the start at the score's own tempo. */
  tstamp: number;
  /** Quarter notes from the start. */
  qstamp: number;
  on?: string[];
  off?: string[];
  tempo?: number;
  measureOn?: string;
}
