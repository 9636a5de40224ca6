import type { SyncMap } from '@cadenza/domain';
import { notesOfMidi, renderMidiToPcm, type MidiNote } from '../media/midi-audio.js';
import { renderPerformance } from '../media/verovio-node.js';
import type { LoadedScore } from '../scores/score-library.types.js';
import type { TimemapEntry } from '../verovio-types.js';
import { alignOnsets, type ReferenceOnset } from './align-recording.js';
import type { Pcm } from './features.js';

/** The score's rendering, what a recording is aligned against, with what is known of it. */
export interface ScoreReference {
  pcm: Pcm;
  timemap: TimemapEntry[];
  notes: MidiNote[];
  /** The timemap's onsets (entries where notes start), with the keys struck at each. */
  onsets: ReferenceOnset[];
  /** The quarter-note position of each onset. */
  onsetQuarters: number[];
  /** Where each bar starts in the rendering (seconds). */
  bars: number[];
}

/** Onsets of the timemap paired with the rendering's notes that start there. */
export function referenceOnsetsOf(
  timemap: readonly TimemapEntry[],
  notes: readonly MidiNote[],
): { onsets: ReferenceOnset[]; quarters: number[] } {
  const byMs = new Map<number, number[]>();
  for (const note of notes) {
    const ms = Math.round(note.onSeconds * 1000);
    byMs.set(ms, [...(byMs.get(ms) ?? []), note.pitch]);
  }
  const onsets: ReferenceOnset[] = [];
  const quarters: number[] = [];
  for (const entry of timemap) {
    if (!entry.on?.length) continue;
    const ms = Math.round(entry.tstamp);
    const pitches = [
      ...(byMs.get(ms) ?? []),
      ...(byMs.get(ms - 1) ?? []),
      ...(byMs.get(ms + 1) ?? []),
    ];
    if (onsets.length && (onsets.at(-1) as ReferenceOnset).seconds >= entry.tstamp / 1000) continue;
    onsets.push({ seconds: entry.tstamp / 1000, pitches: [...new Set(pitches)] });
    quarters.push(entry.qstamp);
  }
  return { onsets, quarters };
}

/** Renders the score (Verovio's MIDI on the soundfont piano) and indexes its onsets and bars. */
export async function renderScoreReference(score: LoadedScore): Promise<ScoreReference> {
  const performance = await renderPerformance(score);
  const notes = notesOfMidi(performance.midi);
  const pcm = await renderMidiToPcm(performance.midi);
  const { onsets, quarters } = referenceOnsetsOf(performance.timemap, notes);
  const bars = performance.timemap
    .filter((entry) => entry.measureOn)
    .map((entry) => entry.tstamp / 1000);
  return {
    pcm,
    timemap: performance.timemap,
    notes,
    onsets,
    onsetQuarters: quarters,
    bars,
  };
}

export interface AlignedRecording {
  /** The player's sync map: a point at every onset of the score (bars start at onsets). */
  syncMap: SyncMap;
  /** How many of the onsets were found in the recording itself (the rest follow the warping). */
  refinedOnsets: number;
  onsets: number;
}

/**
 * Aligns a recording of a score to it: the sync map the player uses, a point
 * `[recording ms, quarter notes]` at every onset of the score, and one at its end.
 */
export function alignToReference(reference: ScoreReference, recording: Pcm): AlignedRecording {
  const alignment = alignOnsets({ recording, reference: reference.pcm, onsets: reference.onsets });
  const points: [number, number][] = alignment.seconds.map((seconds, index) => [
    Math.max(0, Math.round(seconds * 1000)),
    reference.onsetQuarters[index] as number,
  ]);
  const last = reference.timemap.at(-1);
  const lastPoint = points.at(-1);
  if (last && lastPoint && last.qstamp > lastPoint[1]) {
    const ms = Math.round(alignment.warpedAt(last.tstamp / 1000) * 1000);
    if (ms > lastPoint[0]) points.push([ms, last.qstamp]);
  }
  const unique = points.filter(
    (point, index) => index === 0 || point[0] > (points[index - 1] as [number, number])[0],
  );
  return {
    syncMap: { points: unique.length ? unique : [[0, 0]] },
    refinedOnsets: alignment.refined,
    onsets: reference.onsets.length,
  };
}

/** Renders the score and aligns the recording to it (see `alignToReference`). */
export async function alignScoreRecording(
  score: LoadedScore,
  recording: Pcm,
): Promise<AlignedRecording> {
  return alignToReference(await renderScoreReference(score), recording);
}
