import {
  lastIndexAtOrBefore,
  measureIndexAt,
  type ScoreTimeline,
  type TimelineNote,
} from '../timeline/score-timeline';

/** One place where wait mode stops: the notes of the chosen parts that start together. */
export interface WaitChord {
  /** Score time of the onset. */
  onMs: number;
  /** The bar it is in (an index of the timeline's bars). */
  measureIndex: number;
  /** The notes to play, as drawn (their ids light up). */
  noteIds: string[];
  /** The keys to play: MIDI pitches as sounding (written plus the key picker's shift), increasing, once each. */
  pitches: number[];
}

/** Notes whose onsets are this close (score ms) start together: the timemap gives a chord's notes one time. */
const TOGETHER_MS = 1;

/**
 * The chords wait mode stops at, in order: the notes of the parts played (their staves; null:
 * every part) grouped by onset, leaving out the notes a tie carries on (they are not struck). A
 * note held on from an earlier onset is not part of a later chord, so a tied or sustained note is
 * never asked for twice. Pitches are those the
 * transposed score shows: the written pitch moved by `transpose` semitones.
 */
export function listWaitChords(
  timeline: ScoreTimeline,
  options: { staves: ReadonlySet<number> | null; transpose: number },
): WaitChord[] {
  const { staves, transpose } = options;
  const chords: WaitChord[] = [];
  let notes: TimelineNote[] = [];
  const close = () => {
    const first = notes[0];
    if (!first) return;
    chords.push({
      onMs: first.onMs,
      measureIndex: measureIndexAt(timeline, first.onMs),
      noteIds: notes.map((note) => note.id),
      pitches: [...new Set(notes.map((note) => note.pitch + transpose))].sort((a, b) => a - b),
    });
    notes = [];
  };
  for (const note of timeline.notes) {
    if (note.isTied === true || (staves && !staves.has(note.staff))) continue;
    const first = notes[0];
    if (first && note.onMs - first.onMs >= TOGETHER_MS) close();
    notes.push(note);
  }
  close();
  return chords;
}

/**
 * The chord awaited at a score position: the first at or after it (so a bar's first chord
 * when the position is a bar's start). `chords.length` past the last.
 */
export function awaitedChordIndex(chords: readonly WaitChord[], positionMs: number): number {
  return lastIndexAtOrBefore(chords, positionMs - TOGETHER_MS / 2, (chord) => chord.onMs) + 1;
}
