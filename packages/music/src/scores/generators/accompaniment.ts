import { heldNote, note } from '../model/events.js';
import type { ScoreEvent } from '../model/score-model.js';
import { harmonyScaleKind, type ChordDegree } from '../theory/chords.js';
import { measureTicks, type NoteType, type TimeSignature } from '../theory/durations.js';
import type { Key } from '../theory/keys.js';
import type { Pitch } from '../theory/pitch.js';
import { scalePitch } from '../theory/scales.js';

export type AccompanimentStyle =
  'root' | 'root-fifth' | 'block' | 'waltz' | 'broken' | 'alberti' | 'wide' | 'sixteenths';

/** Chord tone offsets in scale steps from the root: 0 root, 2 third, 4 fifth, 7 octave, 9 tenth. */
function chordNote(key: Key, tonicOctave: number, chord: ChordDegree, offset: number): Pitch {
  // Roots above the dominant sit below the tonic so the bass stays low.
  const root = chord - 1 > 4 ? chord - 1 - 7 : chord - 1;
  return scalePitch({ key, kind: harmonyScaleKind(key), tonicOctave, degree: root + offset });
}

/** Offsets and note value for one bar of each broken pattern, per metre. */
function brokenFigure(
  style: AccompanimentStyle,
  time: TimeSignature,
): { offsets: number[]; type: NoteType } {
  const name = `${time.beats}/${time.beatType}`;
  const figures: Record<string, Record<string, number[]>> = {
    broken: { '4/4': [0, 4, 2, 4], '3/4': [0, 4, 2], '2/4': [0, 4], '6/8': [0, 4, 2, 7, 4, 2] },
    alberti: {
      '4/4': [0, 4, 2, 4, 0, 4, 2, 4],
      '3/4': [0, 4, 2, 4, 2, 4],
      '2/4': [0, 4, 2, 4],
      '6/8': [0, 4, 2, 4, 2, 4],
    },
    wide: {
      '4/4': [0, 4, 7, 9, 7, 4, 7, 4],
      '3/4': [0, 4, 7, 9, 7, 4],
      '2/4': [0, 4, 7, 4],
      '6/8': [0, 4, 7, 9, 7, 4],
    },
    sixteenths: {
      '4/4': [0, 4, 7, 9, 7, 4, 7, 4, 0, 4, 7, 9, 7, 4, 7, 4],
      '3/4': [0, 4, 7, 9, 7, 4, 0, 4, 7, 9, 7, 4],
      '2/4': [0, 4, 7, 9, 7, 4, 7, 4],
      '6/8': [0, 4, 7, 9, 7, 4, 0, 4, 7, 9, 7, 4],
    },
  };
  const offsets = figures[style]?.[name];
  if (!offsets) throw new Error(`no ${style} figure in ${name}`);
  const ticksEach = measureTicks(time) / offsets.length;
  const type: NoteType = ticksEach === 48 ? 'quarter' : ticksEach === 24 ? 'eighth' : '16th';
  return { offsets, type };
}

/**
 * A left-hand part over one chord per bar, ending on a held tonic chord. The styles go
 * from a single held root (first lessons) to sixteenth-note broken chords.
 */
export function accompaniment(options: {
  key: Key;
  chords: readonly ChordDegree[];
  time: TimeSignature;
  style: AccompanimentStyle;
  tonicOctave: number;
}): ScoreEvent[] {
  const { key, time, style, tonicOctave } = options;
  const length = measureTicks(time);
  const at = (chord: ChordDegree, offset: number) => chordNote(key, tonicOctave, chord, offset);
  const brokenBar = (chord: ChordDegree, figureStyle: AccompanimentStyle): ScoreEvent[] => {
    const figure = brokenFigure(figureStyle, time);
    return figure.offsets.map((offset) => note(at(chord, offset), figure.type));
  };
  return options.chords.flatMap((chord, index): ScoreEvent[] => {
    if (index === options.chords.length - 1)
      return heldNote([at(chord, 0), at(chord, 4), at(chord, 7)], length);
    switch (style) {
      case 'root':
        return heldNote([at(chord, 0)], length);
      case 'root-fifth':
        return heldNote([at(chord, 0), at(chord, 4)], length);
      case 'block': {
        const triad = [at(chord, 0), at(chord, 2), at(chord, 4)];
        const halves = time.beats === 4 ? 2 : 1;
        return Array.from({ length: halves }, () => heldNote(triad, length / halves)).flat();
      }
      case 'waltz': {
        if (time.beats !== 3) return brokenBar(chord, 'broken');
        const upper = [at(chord, 4), at(chord, 7), at(chord, 9)];
        return [
          note(at(chord, 0), 'quarter'),
          note(upper, 'quarter', { staccato: true }),
          note(upper, 'quarter', { staccato: true }),
        ];
      }
      case 'broken':
      case 'alberti':
      case 'wide':
      case 'sixteenths':
        return brokenBar(chord, style);
    }
  });
}

/** Right-hand chords for a song accompaniment: the triad above middle C, one or two per bar. */
export function chordPad(options: {
  key: Key;
  chords: readonly ChordDegree[];
  time: TimeSignature;
}): ScoreEvent[] {
  const length = measureTicks(options.time);
  return options.chords.flatMap((chord, index) => {
    const triad = [0, 2, 4].map((offset) => chordNote(options.key, 4, chord, offset));
    const lifted = triad.map((pitch) =>
      pitch.octave < 4 ? { ...pitch, octave: pitch.octave + 1 } : pitch,
    );
    const isLast = index === options.chords.length - 1;
    const pulses = isLast || options.time.beats === 3 ? 1 : 2;
    return Array.from({ length: pulses }, () => heldNote(lifted, length / pulses)).flat();
  });
}
