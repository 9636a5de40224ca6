import { finishWith, note, rest, totalTicks } from '../model/events.js';
import { pianoPart } from '../model/parts.js';
import type { ScoreEvent } from '../model/score-model.js';
import { measureTicks, type NoteType } from '../theory/durations.js';
import { MAJOR_KEYS, MINOR_KEYS, keySlug, type Key } from '../theory/keys.js';
import { pitchClassName } from '../theory/pitch.js';
import type { Pitch } from '../theory/pitch.js';
import { scalePitch, type ScaleKind } from '../theory/scales.js';
import {
  gradedTempo,
  generatedScore,
  homeOctave,
  keyDifficulty,
  octaveWords,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';

type Hands = 'right' | 'left' | 'together' | 'contrary' | 'third' | 'sixth';

interface ScaleConfig {
  id: string;
  hands: Hands;
  octaves: 1 | 2 | 3 | 4;
  rhythm: NoteType;
  base: number;
}

const CONFIGS: readonly ScaleConfig[] = [
  { id: 'rh-1', hands: 'right', octaves: 1, rhythm: 'eighth', base: 0 },
  { id: 'lh-1', hands: 'left', octaves: 1, rhythm: 'eighth', base: 0 },
  { id: 'ht-1', hands: 'together', octaves: 1, rhythm: 'eighth', base: 1 },
  { id: 'ht-2', hands: 'together', octaves: 2, rhythm: 'eighth', base: 2 },
  { id: 'contrary-1', hands: 'contrary', octaves: 1, rhythm: 'eighth', base: 3 },
  { id: 'ht-2-fast', hands: 'together', octaves: 2, rhythm: '16th', base: 4 },
  { id: 'contrary-2', hands: 'contrary', octaves: 2, rhythm: '16th', base: 5 },
  { id: 'ht-3', hands: 'together', octaves: 3, rhythm: '16th', base: 5 },
  { id: 'ht-4', hands: 'together', octaves: 4, rhythm: '16th', base: 6 },
  { id: 'third-4', hands: 'third', octaves: 4, rhythm: '16th', base: 7 },
  { id: 'sixth-4', hands: 'sixth', octaves: 4, rhythm: '16th', base: 7 },
];

const HANDS_WORDS: Record<Hands, string> = {
  right: 'right hand',
  left: 'left hand',
  together: 'hands together',
  contrary: 'contrary motion',
  third: 'hands a third apart',
  sixth: 'hands a sixth apart',
};

const KIND_WORDS: Record<ScaleKind, string> = {
  major: 'major',
  'natural-minor': 'natural minor',
  'harmonic-minor': 'harmonic minor',
  'melodic-minor': 'melodic minor',
};

const TIME = { beats: 4, beatType: 4 } as const;

/** Every major and minor scale (three minor forms) in every configuration, graded. */
export function pianoScalePieces(): LibraryPiece[] {
  const scales: { key: Key; kind: ScaleKind }[] = [
    ...MAJOR_KEYS.map((key) => ({ key, kind: 'major' as const })),
    ...MINOR_KEYS.flatMap((key) =>
      (['natural-minor', 'harmonic-minor', 'melodic-minor'] as const).map((kind) => ({
        key,
        kind,
      })),
    ),
  ];
  return scales.flatMap(({ key, kind }) => CONFIGS.map((config) => scalePiece(key, kind, config)));
}

function scalePiece(key: Key, kind: ScaleKind, config: ScaleConfig): LibraryPiece {
  const scaleName = `${pitchClassName(key.tonic)} ${KIND_WORDS[kind]} scale`;
  const title = `${scaleName}, ${HANDS_WORDS[config.hands]}, ${octaveWords(config.octaves)}`;
  const minorFormBonus = kind === 'melodic-minor' ? 1 : 0;
  const difficulty = config.base + keyDifficulty(key) + minorFormBonus;
  const ref = `gen:scale:${kind}:${config.id}:${keySlug(key)}`;
  return {
    entry: pianoEntry({ ref, title, key, difficulty, group: 'scales' }),
    build: () => {
      const { right, left } = scaleHands(key, kind, config);
      const length = measureTicks(TIME);
      return generatedScore({
        title,
        key,
        time: TIME,
        tempo: gradedTempo(Math.min(9, difficulty)),
        parts: [
          pianoPart(
            { clef: 'treble', voices: [right] },
            { clef: 'bass', voices: [left] },
            { measureLength: length, autoClef: true },
          ),
        ],
      });
    },
  };
}

/** Degrees up to the top and back, each with the direction melodic minor needs. */
function scalePath(
  octaves: number,
  startUp: boolean,
): { degree: number; direction: 'up' | 'down' }[] {
  const top = octaves * 7;
  const path: { degree: number; direction: 'up' | 'down' }[] = [];
  for (let step = 0; step < top * 2; step += 1) {
    const distance = step <= top ? step : top * 2 - step;
    const direction = step < top ? 'up' : 'down';
    path.push({
      degree: startUp ? distance : -distance,
      direction: startUp ? direction : direction === 'up' ? 'down' : 'up',
    });
  }
  return path;
}

function scaleHands(
  key: Key,
  kind: ScaleKind,
  config: ScaleConfig,
): { right: ScoreEvent[]; left: ScoreEvent[] } {
  const length = measureTicks(TIME);
  const home = homeOctave(key);
  const lowStart = config.octaves >= 3 ? home - 1 : home;
  const pitch = (tonicOctave: number, degree: number, direction: 'up' | 'down'): Pitch =>
    scalePitch({ key, kind, tonicOctave, degree, direction });
  const hand = (tonicOctave: number, offset: number, startUp: boolean): ScoreEvent[] => {
    const events = scalePath(config.octaves, startUp).map(({ degree, direction }) =>
      note(pitch(tonicOctave, degree + offset, direction), config.rhythm),
    );
    return finishWith(events, [pitch(tonicOctave, offset, 'down')], length);
  };
  const silence = (events: ScoreEvent[]): ScoreEvent[] => restsLike(events, length);
  switch (config.hands) {
    case 'right': {
      const right = hand(home, 0, true);
      return { right, left: silence(right) };
    }
    case 'left': {
      const left = hand(home - 1, 0, true);
      return { right: silence(left), left };
    }
    case 'together':
      return { right: hand(lowStart, 0, true), left: hand(lowStart - 1, 0, true) };
    case 'contrary':
      return { right: hand(home, 0, true), left: hand(home, 0, false) };
    // Both hands start in the bass so that four octaves a sixth apart stay on the keyboard.
    case 'third':
      return { right: hand(lowStart - 1, 2, true), left: hand(lowStart - 1, 0, true) };
    case 'sixth':
      return { right: hand(lowStart - 1, 5, true), left: hand(lowStart - 1, 0, true) };
  }
}

/** Whole-measure rests for the hand that is not playing. */
function restsLike(events: ScoreEvent[], length: number): ScoreEvent[] {
  return Array.from({ length: totalTicks(events) / length }, () => rest('whole'));
}
