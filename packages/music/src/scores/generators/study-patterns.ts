import { heldNote, note } from '../model/events.js';
import type { ScoreEvent } from '../model/score-model.js';
import { chordPitch, harmonyScaleKind, type ChordDegree } from '../theory/chords.js';
import { measureTicks, type NoteType, type TimeSignature } from '../theory/durations.js';
import type { Key } from '../theory/keys.js';
import type { Random } from '../theory/prng.js';
import { scalePitch } from '../theory/scales.js';
import { homeOctave } from './generated-piece.js';
import { composeMelody, melodyEvents } from './melody.js';
import { parseCell } from './rhythms.js';

export interface StudyHands {
  right: ScoreEvent[];
  left: ScoreEvent[];
}

const COMMON: TimeSignature = { beats: 4, beatType: 4 };

/** A figure repeated on each bar's chord: offsets are chord-tone indices (0 root, 1 third, 2 fifth, 3 octave…). */
export function chordFigure(options: {
  key: Key;
  chords: readonly ChordDegree[];
  tonicOctave: number;
  tones: readonly number[];
  type: NoteType;
  time?: TimeSignature;
}): ScoreEvent[] {
  const time = options.time ?? COMMON;
  const length = measureTicks(time);
  return options.chords.flatMap((degree, index) => {
    if (index === options.chords.length - 1) {
      return heldNote(
        [0, 1, 2].map((toneIndex) =>
          chordPitch({ key: options.key, degree: 1, tonicOctave: options.tonicOctave, toneIndex }),
        ),
        length,
      );
    }
    const root = degree > 5 ? -3 : 0;
    return options.tones.map((tone) =>
      note(
        chordPitch({
          key: options.key,
          degree,
          tonicOctave: options.tonicOctave,
          toneIndex: tone + root,
        }),
        options.type,
      ),
    );
  });
}

/** Bass notes, one held chord root per bar, an octave below `tonicOctave`'s tonic region. */
export function bassLine(
  key: Key,
  chords: readonly ChordDegree[],
  tonicOctave: number,
  time: TimeSignature = COMMON,
): ScoreEvent[] {
  const length = measureTicks(time);
  return chords.flatMap((degree) => {
    const root = chordPitch({ key, degree, tonicOctave, toneIndex: degree > 4 ? -3 : 0 });
    const fifth = chordPitch({ key, degree, tonicOctave, toneIndex: degree > 4 ? -1 : 2 });
    return heldNote([root, fifth], length);
  });
}

/** A cantabile melody over the chords, for the accompaniment studies. */
export function studyMelody(options: {
  key: Key;
  chords: readonly ChordDegree[];
  tonicOctave: number;
  cells: readonly string[];
  random: Random;
  time?: TimeSignature;
  maxLeap?: number;
}): ScoreEvent[] {
  const time = options.time ?? COMMON;
  const finalCell = time.beats === 3 ? 'h.' : time.beats === 2 ? 'h' : 'w';
  const bars = options.chords.map((chord, index) => ({
    chord,
    rhythm: parseCell(
      index === options.chords.length - 1
        ? finalCell
        : (options.cells[Math.floor(options.random() * options.cells.length)] ?? finalCell),
      time,
    ),
  }));
  const notes = composeMelody({
    key: options.key,
    tonicOctave: options.tonicOctave,
    bars,
    range: { low: 62, high: 81 },
    maxLeap: options.maxLeap ?? 4,
    random: options.random,
  });
  return melodyEvents(options.key, options.tonicOctave, notes);
}

/**
 * A four-note figure moved step by step down (then up) the scale, one figure per beat,
 * with the left hand in tenths below: the classic diatonic sequence étude.
 */
export function sequenceHands(key: Key, tonicOctave: number): StudyHands {
  const figureKind = key.mode === 'major' ? 'major' : 'natural-minor';
  const at = (octave: number, degree: number) =>
    scalePitch({ key, kind: figureKind, tonicOctave: octave, degree });
  const right: ScoreEvent[] = [];
  const left: ScoreEvent[] = [];
  const starts = [7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6, 5, 4];
  starts.forEach((start) => {
    for (const offset of [0, 2, 1, 0]) right.push(note(at(tonicOctave, start + offset), '16th'));
    left.push(note(at(tonicOctave - 1, start - 2), 'quarter'));
  });
  // Cadence: the dominant seventh's notes over its root, then the tonic.
  const cadenceKind = harmonyScaleKind(key);
  right.push(
    ...[4, 3, 1, -1].map((degree) =>
      note(scalePitch({ key, kind: cadenceKind, tonicOctave, degree }), 'quarter'),
    ),
  );
  left.push(
    note(chordPitch({ key, degree: 5, tonicOctave: tonicOctave - 1, toneIndex: -3 }), 'whole'),
  );
  right.push(...heldNote([at(tonicOctave, 0), at(tonicOctave, 2)], 192));
  left.push(...heldNote([at(tonicOctave - 2, 0), at(tonicOctave - 1, 0)], 192));
  return { right, left };
}

/** Scale runs of sixteenths up and down an octave from each bar's chord root, chords below. */
export function scaleRunHands(
  key: Key,
  chords: readonly ChordDegree[],
  tonicOctave: number,
): StudyHands {
  const kind = key.mode === 'major' ? 'major' : 'harmonic-minor';
  const right = chords.flatMap((degree, index) => {
    const root = degree - 1;
    if (index === chords.length - 1)
      return heldNote([scalePitch({ key, kind, tonicOctave, degree: 7 })], 192);
    return [0, 1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1].map((step) =>
      note(scalePitch({ key, kind, tonicOctave, degree: root + step }), '16th'),
    );
  });
  const left = chordFigure({
    key,
    chords,
    tonicOctave: tonicOctave - 1,
    tones: [0, 1, 2, 1],
    type: 'quarter',
  });
  return { right, left };
}

/** Five-finger position: the right hand plays in it over held bass notes, then the left hand answers. */
export function fiveFinger(key: Key, chords: ChordDegree[], random: Random): StudyHands {
  const home = homeOctave(key);
  const shapes = [
    [0, 1, 2, 3],
    [4, 3, 2, 1],
    [0, 2, 4, 2],
    [2, 1, 0, 1],
    [4, 2, 3, 1],
  ];
  const bar = (octave: number, degrees: readonly number[]) =>
    degrees.map((degree) =>
      note(
        scalePitch({
          key,
          kind: key.mode === 'major' ? 'major' : 'harmonic-minor',
          tonicOctave: octave,
          degree,
        }),
        'quarter',
      ),
    );
  const pick = () => shapes[Math.floor(random() * shapes.length)] ?? [0, 1, 2, 3];
  const half = chords.length / 2;
  const right: ScoreEvent[] = [];
  const left: ScoreEvent[] = [];
  chords.forEach((degree, index) => {
    const isLast = index === chords.length - 1;
    const tonicChord = [0, 1, 2].map((toneIndex) =>
      chordPitch({ key, degree: 1, tonicOctave: home, toneIndex }),
    );
    if (isLast) {
      right.push(note(tonicChord, 'whole'));
      left.push(note(chordPitch({ key, degree: 1, tonicOctave: home - 1, toneIndex: 0 }), 'whole'));
      return;
    }
    const held = note(
      chordPitch({
        key,
        degree: degree === 5 ? 5 : 1,
        tonicOctave: index < half ? home - 1 : home,
        toneIndex: degree === 5 ? -3 : 0,
      }),
      'whole',
    );
    const shape = index === chords.length - 2 ? [4, 3, 2, 1] : pick();
    if (index < half) {
      right.push(...bar(home, shape));
      left.push(held);
    } else {
      left.push(...bar(home - 1, shape));
      right.push(held);
    }
  });
  return { right, left };
}
