import type { NoteEvent } from '../model/score-model.js';
import type { ChordDegree } from '../theory/chords.js';
import { keyName, keySlug, type Key } from '../theory/keys.js';
import { createRandom, hashString, pickOne } from '../theory/prng.js';
import { VOICE_RANGES, VOICE_TYPES, type VoiceType } from '../theory/ranges.js';
import { gradedTempo, metreTempo, type LibraryPiece } from './generated-piece.js';
import { harmonyPlan } from './harmony-plan.js';
import { composeMelody, melodyEvents, type MelodyNote } from './melody.js';
import { metresForGrade } from './rhythms.js';
import { keysForGrade, rhythmPlan } from './sight-reading.js';
import { SOLFEGE } from './vocalise-patterns.js';
import { VOICE_NAMES, vocalEntry, vocalScore } from './vocal-score.js';

const PIECES_PER_VOICE_AND_GRADE = 4;
const MINOR_SOLFEGE = ['la', 'ti', 'do', 're', 'mi', 'fa', 'sol'] as const;

/** Movable do; minor keys sing la-based minor, with fi and si for the raised 6th and 7th. */
function solfegeFor(key: Key, note: MelodyNote): string {
  const degree = ((note.degree % 7) + 7) % 7;
  if (key.mode === 'major') return SOLFEGE[degree] ?? 'do';
  const isRaised = note.chord === 5 || note.chord === 7;
  if (isRaised && degree === 6) return 'si';
  if (isRaised && degree === 5) return 'fi';
  return MINOR_SOLFEGE[degree] ?? 'la';
}

/** Short graded melodies to sing at sight in solfège, for every voice type. */
export function sightSingingPieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  for (let grade = 0; grade <= 9; grade += 1) {
    const keys = keysForGrade(grade);
    VOICE_TYPES.forEach((voiceType, voiceIndex) => {
      for (let index = 0; index < PIECES_PER_VOICE_AND_GRADE; index += 1) {
        const key = keys[(voiceIndex * PIECES_PER_VOICE_AND_GRADE + index) % keys.length];
        if (!key) continue;
        const number = index + 1;
        const ref = `gen:sight-singing:${voiceType}:${grade}:${keySlug(key)}:${number}`;
        const title = `Sight-singing melody in ${keyName(key)}, grade ${grade}, No. ${number} (${VOICE_NAMES[voiceType].toLowerCase()})`;
        pieces.push({
          entry: vocalEntry({ ref, title, key, vocal: grade, group: 'sight-singing' }),
          build: () => buildSightSinging({ ref, title, key, grade, voiceType }),
        });
      }
    });
  }
  return pieces;
}

function buildSightSinging(options: {
  ref: string;
  title: string;
  key: Key;
  grade: number;
  voiceType: VoiceType;
}) {
  const { key, grade, voiceType } = options;
  const random = createRandom(hashString(options.ref));
  const time = pickOne(random, metresForGrade(Math.min(grade, 3)));
  const bars = grade <= 3 ? 8 : grade <= 6 ? 12 : 16;
  const chords: ChordDegree[] = harmonyPlan(bars, random);
  const rhythm = rhythmPlan({ time, grade: Math.min(grade, 6), bars, seed: options.ref });
  const { comfortable, full } = VOICE_RANGES[voiceType];
  const range = grade >= 6 ? { low: full.low + 2, high: full.high - 2 } : comfortable;
  const tonicOctave = Math.floor(((range.low + range.high) / 2 - 6) / 12) - 1;
  const melody = composeMelody({
    key,
    tonicOctave,
    bars: chords.map((chord, index) => ({ chord, rhythm: rhythm[index] ?? [] })),
    range,
    maxLeap: grade <= 2 ? 2 : grade <= 5 ? 4 : 7,
    random,
  });
  const voice: NoteEvent[] = melodyEvents(key, tonicOctave, melody).map((event, index) => {
    const source = melody[index];
    return source
      ? { ...event, lyric: { text: solfegeFor(key, source), syllabic: 'single' } }
      : event;
  });
  return vocalScore({
    title: options.title,
    key,
    time,
    tempo: metreTempo(gradedTempo(Math.max(0, grade - 3)), time),
    voiceType,
    voice,
    chords,
  });
}
