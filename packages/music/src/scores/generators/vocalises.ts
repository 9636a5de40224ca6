import { heldNote } from '../model/events.js';
import type { NoteEvent, ScoreEvent } from '../model/score-model.js';
import { measureTicks } from '../theory/durations.js';
import type { ChordDegree } from '../theory/chords.js';
import { ALL_KEYS, keyName, keySlug, type Key } from '../theory/keys.js';
import { transposePitch, withOctave, type Pitch } from '../theory/pitch.js';
import { VOICE_TYPES, type VoiceType } from '../theory/ranges.js';
import { chromaticScale } from '../theory/scales.js';
import { keyDifficulty, type LibraryPiece } from './generated-piece.js';
import { melodyPitch } from './melody.js';
import { parseCell } from './rhythms.js';
import { SOLFEGE, VOCALISE_PATTERNS, VOWELS, type VocalisePattern } from './vocalise-patterns.js';
import {
  placeForVoice,
  rangeDifficulty,
  vocalEntry,
  vocalScore,
  VOICE_NAMES,
} from './vocal-score.js';

const TIME = { beats: 4, beatType: 4 } as const;

function patternPitch(options: {
  key: Key;
  pattern: VocalisePattern;
  tonicOctave: number;
  degree: number;
  chord: ChordDegree;
  isDescending?: boolean;
}): Pitch {
  const { key, tonicOctave, degree } = options;
  if (!options.pattern.isChromatic) return melodyPitch(key, tonicOctave, degree, options.chord);
  // Chromatic lines are spelled with sharps going up and flats coming down, as taught.
  const tonic = withOctave(key.tonic, tonicOctave);
  if (!options.isDescending) return chromaticScale(tonic, 1, 'up')[degree] ?? tonic;
  const dominant = transposePitch(tonic, 4, 7);
  return chromaticScale(dominant, 1, 'down')[7 - degree] ?? tonic;
}

function extremes(key: Key, pattern: VocalisePattern): (tonicOctave: number) => Pitch[] {
  const degrees = pattern.bars.flatMap((bar) => bar.degrees);
  const low = Math.min(...degrees);
  const high = Math.max(...degrees);
  return (tonicOctave) => [
    patternPitch({ key, pattern, tonicOctave, degree: low, chord: 1 }),
    patternPitch({ key, pattern, tonicOctave, degree: high, chord: 5 }),
  ];
}

/** Vocalises for every voice type in every key where the pattern makes sense. */
export function vocalisePieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  VOCALISE_PATTERNS.forEach((pattern, patternIndex) => {
    ALL_KEYS.forEach((key, keyIndex) => {
      if (pattern.isSolfege && key.mode !== 'major') return;
      const vowel = VOWELS[(patternIndex + keyIndex) % VOWELS.length] ?? 'ah';
      for (const voiceType of VOICE_TYPES) {
        const placement = placeForVoice(extremes(key, pattern), voiceType);
        const voiceLabel = VOICE_NAMES[voiceType].toLowerCase();
        const sung = pattern.isSolfege ? 'on solfège syllables' : `on “${vowel}”`;
        const title = `Vocalise in ${keyName(key)} ${sung} (${voiceLabel}): ${pattern.name}`;
        const ref = `gen:vocalise:${pattern.id}:${voiceType}:${keySlug(key)}`;
        let vocal: number;
        try {
          vocal =
            pattern.base +
            rangeDifficulty(voiceType, placement.low, placement.high) +
            (keyDifficulty(key) === 2 ? 1 : 0);
        } catch {
          continue;
        }
        pieces.push({
          entry: vocalEntry({ ref, title, key, vocal, group: 'vocalises' }),
          build: () =>
            buildVocalise({
              title,
              key,
              pattern,
              voiceType,
              vowel,
              tonicOctave: placement.tonicOctave,
            }),
        });
      }
    });
  });
  return pieces;
}

function buildVocalise(options: {
  title: string;
  key: Key;
  pattern: VocalisePattern;
  voiceType: VoiceType;
  vowel: string;
  tonicOctave: number;
}) {
  const { key, pattern, tonicOctave } = options;
  const statement = (): ScoreEvent[] =>
    pattern.articulation === 'messa-di-voce'
      ? messaDiVoce(
          pattern,
          (degree) => patternPitch({ key, pattern, tonicOctave, degree, chord: 1 }),
          options.vowel,
        )
      : pattern.bars.flatMap((bar) => {
          const rhythm = parseCell(bar.cell, TIME);
          return rhythm.map((item, index): NoteEvent => {
            const degree = bar.degrees[index] ?? 0;
            const previous = index > 0 ? bar.degrees[index - 1] : undefined;
            const isDescending =
              previous !== undefined ? degree < previous : (bar.degrees[1] ?? degree) < degree;
            const isFirst = index === 0;
            const isLast = index === rhythm.length - 1;
            const isLegatoGroup =
              pattern.articulation === 'legato' && rhythm.length > 1 && !pattern.isSolfege;
            const syllable = pattern.isSolfege
              ? SOLFEGE[((degree % 7) + 7) % 7]
              : isFirst || pattern.articulation === 'staccato'
                ? options.vowel
                : undefined;
            return {
              kind: 'note',
              pitches: [
                patternPitch({ key, pattern, tonicOctave, degree, chord: bar.chord, isDescending }),
              ],
              duration: item.duration,
              ...(syllable
                ? {
                    lyric: {
                      text: syllable,
                      syllabic: 'single' as const,
                      ...(isLegatoGroup && isFirst ? { extend: true } : {}),
                    },
                  }
                : {}),
              ...(isLegatoGroup && isFirst ? { slurStart: true } : {}),
              ...(isLegatoGroup && isLast ? { slurStop: true } : {}),
              ...(pattern.articulation === 'staccato' && bar.degrees.length > 1
                ? { staccato: true }
                : {}),
            };
          });
        });
  const voice = [...statement(), ...statement()];
  const chords = [...pattern.bars, ...pattern.bars].map((bar) => bar.chord);
  const bpm = pattern.articulation === 'messa-di-voce' ? 60 : 66 + pattern.base * 4;
  return vocalScore({
    title: options.title,
    key,
    time: TIME,
    tempo: {
      bpm,
      beatUnit: 'quarter',
      text: pattern.articulation === 'messa-di-voce' ? 'Lento' : 'Moderato',
    },
    voiceType: options.voiceType,
    voice,
    chords,
  });
}

/** Each note held two bars, swelling from pp and fading back, the classic messa di voce. */
function messaDiVoce(
  pattern: VocalisePattern,
  pitchOf: (degree: number) => Pitch,
  vowel: string,
): ScoreEvent[] {
  const length = measureTicks(TIME);
  const events: ScoreEvent[] = [];
  for (let bar = 0; bar < pattern.bars.length; bar += 2) {
    const pitch = pitchOf(pattern.bars[bar]?.degrees[0] ?? 0);
    const isLastNote = bar + 2 >= pattern.bars.length;
    events.push({
      kind: 'note',
      pitches: [pitch],
      duration: { type: 'whole', dots: 0 },
      tieStart: true,
      dynamic: 'pp',
      wedges: bar === 0 ? ['crescendo'] : ['stop', 'crescendo'],
      lyric: { text: vowel, syllabic: 'single', extend: true },
    });
    const fade = heldNote([pitch], isLastNote ? (length * 3) / 4 : length, {
      tieStop: true,
      wedges: ['stop', 'diminuendo'],
    });
    events.push(...fade);
    if (isLastNote)
      events.push({
        kind: 'note',
        pitches: [pitch],
        duration: { type: 'quarter', dots: 0 },
        tieStop: true,
        wedges: ['stop'],
      });
  }
  const last = events[events.length - 2];
  if (last?.kind === 'note') last.tieStart = true;
  return events;
}
