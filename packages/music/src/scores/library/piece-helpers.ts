import type { Tempo } from '../model/score-model.js';
import type { Key, Mode } from '../theory/keys.js';
import type { Step } from '../theory/pitch.js';

export function inKey(step: Step, alter: number, mode: Mode): Key {
  return { tonic: { step, alter }, mode };
}

export function tempo(
  bpm: number,
  text: string,
  beatUnit: Tempo['beatUnit'] = 'quarter',
  dotted = false,
): Tempo {
  return { bpm, text, beatUnit, ...(dotted ? { dotted } : {}) };
}

export const COMMON_TIME = { beats: 4, beatType: 4 } as const;
export const THREE_FOUR = { beats: 3, beatType: 4 } as const;
export const TWO_FOUR = { beats: 2, beatType: 4 } as const;
export const SIX_EIGHT = { beats: 6, beatType: 8 } as const;

/** Bach's C major prelude pattern: bass and second note held, three upper notes broken twice. */
export function preludeBar(notes: readonly [string, string, string, string, string]): {
  right: string;
  upper: string;
  lower: string;
} {
  const [bass, second, a, b, c] = notes;
  const figure = `${a}/16 ${b} ${c} ${a} ${b} ${c}`;
  return {
    right: `r/8 ${figure} r/8 ${figure}`,
    upper: `r/16 ${second}/8.~ ${second}/4 r/16 ${second}/8.~ ${second}/4`,
    lower: `${bass}/2 ${bass}/2`,
  };
}
