import { finishWith, note, rest, totalTicks } from '../model/events.js';
import { pianoPart } from '../model/parts.js';
import type { ScoreEvent } from '../model/score-model.js';
import { chordPitch, chordTones, type ChordDegree } from '../theory/chords.js';
import { measureTicks, type NoteType, type TimeSignature } from '../theory/durations.js';
import { ALL_KEYS, keyName, keySlug, type Key } from '../theory/keys.js';
import { midiNumber } from '../theory/pitch.js';
import { PIANO_RANGE } from '../theory/ranges.js';
import {
  gradedTempo,
  generatedScore,
  homeOctave,
  keyDifficulty,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';
import { brokenChordHands, solidAndBrokenHands } from './broken-chords.js';

type ArpeggioHands = 'right' | 'left' | 'together' | 'contrary';

interface ArpeggioConfig {
  id: string;
  label: (key: Key) => string;
  base: number;
  /** Which keys the exercise is taught in. */
  modes: readonly Key['mode'][];
  write: (key: Key) => { right: ScoreEvent[]; left: ScoreEvent[]; time: TimeSignature };
}

const TRIPLE: TimeSignature = { beats: 3, beatType: 4 };
const COMMON: TimeSignature = { beats: 4, beatType: 4 };

function arpeggio(options: {
  hands: ArpeggioHands;
  octaves: number;
  rhythm: NoteType;
  inversion?: number;
  degree?: ChordDegree;
  size?: 3 | 4;
}): (key: Key) => { right: ScoreEvent[]; left: ScoreEvent[]; time: TimeSignature } {
  return (key) => {
    const size = options.size ?? 3;
    const time = size === 4 ? COMMON : TRIPLE;
    const length = measureTicks(time);
    const degree = options.degree ?? 1;
    const start = options.inversion ?? 0;
    const home = homeOctave(key);
    // Over three or four octaves, start as high as the top note allows, to stay on the keyboard.
    const fitsKeyboard = (octave: number) =>
      midiNumber(
        chordPitch({
          key,
          degree,
          tonicOctave: octave,
          toneIndex: start + options.octaves * size,
          size,
        }),
      ) <= PIANO_RANGE.high &&
      midiNumber(chordPitch({ key, degree: 1, tonicOctave: octave - 1, toneIndex: 0 })) >=
        PIANO_RANGE.low;
    const lowStart =
      options.octaves >= 3 ? ([home - 1, home - 2].find(fitsKeyboard) ?? home - 2) : home;
    const hand = (tonicOctave: number, startUp: boolean): ScoreEvent[] => {
      const top = options.octaves * size;
      const events: ScoreEvent[] = [];
      for (let step = 0; step < top * 2; step += 1) {
        const distance = step <= top ? step : top * 2 - step;
        const toneIndex = startUp ? start + distance : start - distance;
        events.push(
          note(chordPitch({ key, degree, tonicOctave, toneIndex, size }), options.rhythm),
        );
      }
      const ending =
        size === 4
          ? chordTones({ key, degree: 1, tonicOctave })
          : [chordPitch({ key, degree, tonicOctave, toneIndex: start })];
      return finishWith(events, ending, length);
    };
    const silent = (events: ScoreEvent[]): ScoreEvent[] =>
      Array.from({ length: totalTicks(events) / length }, () =>
        rest(time.beats === 3 ? { type: 'half', dots: 1 } : 'whole'),
      );
    switch (options.hands) {
      case 'right': {
        const right = hand(home, true);
        return { right, left: silent(right), time };
      }
      case 'left': {
        const left = hand(home - 1, true);
        return { right: silent(left), left, time };
      }
      case 'together':
        return { right: hand(lowStart, true), left: hand(lowStart - 1, true), time };
      case 'contrary':
        return { right: hand(home, true), left: hand(home, false), time };
    }
  };
}

const INVERSION_WORDS = ['root position', 'first inversion', 'second inversion'];

const CONFIGS: readonly ArpeggioConfig[] = [
  {
    id: 'broken-rh',
    label: (key) => `Broken chords in ${keyName(key)}, right hand`,
    base: 0,
    modes: ['major', 'minor'],
    write: (key) => brokenChordHands(key, 'right'),
  },
  {
    id: 'broken-lh',
    label: (key) => `Broken chords in ${keyName(key)}, left hand`,
    base: 0,
    modes: ['major', 'minor'],
    write: (key) => brokenChordHands(key, 'left'),
  },
  {
    id: 'solid-broken',
    label: (key) => `Solid and broken chords in ${keyName(key)}, hands together`,
    base: 1,
    modes: ['major', 'minor'],
    write: solidAndBrokenHands,
  },
  {
    id: 'rh-1',
    label: (key) => `${keyName(key)} arpeggio, right hand, one octave`,
    base: 1,
    modes: ['major', 'minor'],
    write: arpeggio({ hands: 'right', octaves: 1, rhythm: 'eighth' }),
  },
  {
    id: 'lh-1',
    label: (key) => `${keyName(key)} arpeggio, left hand, one octave`,
    base: 1,
    modes: ['major', 'minor'],
    write: arpeggio({ hands: 'left', octaves: 1, rhythm: 'eighth' }),
  },
  ...[0, 1, 2].map((inversion) => ({
    id: `ht-2-inv${inversion}`,
    label: (key: Key) =>
      `${keyName(key)} arpeggio, ${INVERSION_WORDS[inversion] ?? ''}, hands together, two octaves`,
    base: 3 + inversion,
    modes: ['major', 'minor'] as const,
    write: arpeggio({ hands: 'together', octaves: 2, rhythm: 'eighth', inversion }),
  })),
  {
    id: 'contrary-2',
    label: (key) => `${keyName(key)} arpeggio in contrary motion, two octaves`,
    base: 5,
    modes: ['major', 'minor'],
    write: arpeggio({ hands: 'contrary', octaves: 2, rhythm: '16th' }),
  },
  {
    id: 'ht-4',
    label: (key) => `${keyName(key)} arpeggio, hands together, four octaves`,
    base: 6,
    modes: ['major', 'minor'],
    write: arpeggio({ hands: 'together', octaves: 4, rhythm: '16th' }),
  },
  {
    id: 'dominant-seventh-2',
    label: (key) => `Dominant seventh arpeggio in ${keyName(key)}, hands together, two octaves`,
    base: 6,
    modes: ['major', 'minor'],
    write: arpeggio({ hands: 'together', octaves: 2, rhythm: 'eighth', degree: 5, size: 4 }),
  },
  {
    id: 'dominant-seventh-4',
    label: (key) => `Dominant seventh arpeggio in ${keyName(key)}, hands together, four octaves`,
    base: 8,
    modes: ['major'],
    write: arpeggio({ hands: 'together', octaves: 4, rhythm: '16th', degree: 5, size: 4 }),
  },
  {
    id: 'diminished-seventh-4',
    label: (key) => `Diminished seventh arpeggio in ${keyName(key)}, hands together, four octaves`,
    base: 8,
    modes: ['minor'],
    write: arpeggio({ hands: 'together', octaves: 4, rhythm: '16th', degree: 7, size: 4 }),
  },
];

/** Broken chords and arpeggios in every key, from one hand in one octave to four octaves. */
export function pianoArpeggioPieces(): LibraryPiece[] {
  return ALL_KEYS.flatMap((key) =>
    CONFIGS.filter((config) => config.modes.includes(key.mode)).map((config) => {
      const title = config.label(key);
      const difficulty = config.base + keyDifficulty(key);
      const ref = `gen:arpeggio:${config.id}:${keySlug(key)}`;
      return {
        entry: pianoEntry({ ref, title, key, difficulty, group: 'arpeggios' }),
        build: () => {
          const { right, left, time } = config.write(key);
          return generatedScore({
            title,
            key,
            time,
            tempo: gradedTempo(Math.min(9, difficulty)),
            parts: [
              pianoPart(
                { clef: 'treble', voices: [right] },
                { clef: 'bass', voices: [left] },
                { measureLength: measureTicks(time), autoClef: true },
              ),
            ],
          });
        },
      };
    }),
  );
}
