import { heldNote, note, rest } from '../model/events.js';
import { pianoPart } from '../model/parts.js';
import type { NoteEvent, ScoreEvent } from '../model/score-model.js';
import { chordTones, type ChordDegree } from '../theory/chords.js';
import { keyName, keySlug, MAJOR_KEYS, type Key } from '../theory/keys.js';
import { midiNumber, type Pitch } from '../theory/pitch.js';
import { createRandom, hashString } from '../theory/prng.js';
import { VOICE_RANGES, VOICE_TYPES } from '../theory/ranges.js';
import {
  generatedScore,
  homeOctave,
  keyDifficulty,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';
import { BAR, COMMON_TIME, intoRange } from './jazz-piano.js';
import { composeMelody, melodyEvents } from './melody.js';
import { rhythmPlan } from './sight-reading.js';
import { VOICE_NAMES, vocalEntry, vocalScore } from './vocal-score.js';

/** The four-chord progressions of popular song, named as musicians name them. */
const PROGRESSIONS: readonly { name: string; chords: readonly ChordDegree[] }[] = [
  { name: 'I–V–vi–IV', chords: [1, 5, 6, 4] },
  { name: 'vi–IV–I–V', chords: [6, 4, 1, 5] },
  { name: 'I–vi–IV–V', chords: [1, 6, 4, 5] },
  { name: 'I–IV–vi–V', chords: [1, 4, 6, 5] },
];

/** Accompaniment patterns of popular music, from the easiest (grade of the pattern) up. */
const PATTERNS = [
  { id: 'block', words: 'held chords', base: 0 },
  { id: 'pulse', words: 'chords on the beat', base: 1 },
  { id: 'eighths', words: 'driving eighth-note chords', base: 3 },
  { id: 'ballad', words: 'ballad arpeggios', base: 4 },
  { id: 'syncopated', words: 'the 3+3+2 rhythm', base: 5 },
  { id: 'backbeat', words: 'octave bass and chords on two and four', base: 6 },
  { id: 'sixteenths', words: 'sixteenth-note arpeggios', base: 7 },
] as const;

type PatternId = (typeof PATTERNS)[number]['id'];

/** The triad of a degree in close position between G3 and F5, and its root in the bass. */
function voicedTriad(key: Key, degree: ChordDegree): { triad: Pitch[]; root: Pitch } {
  const tones = chordTones({ key, degree, tonicOctave: homeOctave(key) });
  const triad = tones
    .map((pitch) => intoRange(pitch, 55, 77))
    .sort((a, b) => midiNumber(a) - midiNumber(b));
  const root = intoRange(tones[0] ?? triad[0] ?? { step: 'C', alter: 0, octave: 3 }, 36, 47);
  return { triad, root };
}

const up = (pitch: Pitch, octaves = 1): Pitch => ({ ...pitch, octave: pitch.octave + octaves });

/** One bar of the pattern over a chord: right hand and left hand. */
function patternBar(
  pattern: PatternId,
  key: Key,
  degree: ChordDegree,
): { right: ScoreEvent[]; left: ScoreEvent[] } {
  const { triad, root } = voicedTriad(key, degree);
  const [low, middle, high] = triad as [Pitch, Pitch, Pitch];
  switch (pattern) {
    case 'block':
      return { right: heldNote(triad, BAR), left: heldNote([root], BAR) };
    case 'pulse':
      return {
        right: Array.from({ length: 4 }, () => note(triad, 'quarter')),
        left: [note(root, 'half'), note(root, 'half')],
      };
    case 'eighths':
      return {
        right: Array.from({ length: 8 }, () => note(triad, 'eighth')),
        left: [
          note(root, 'quarter'),
          note(up(root), 'quarter'),
          note(root, 'quarter'),
          note(up(root), 'quarter'),
        ],
      };
    case 'ballad':
      return {
        right: [low, middle, high, up(low), high, middle, low, middle].map((pitch) =>
          note(pitch, 'eighth'),
        ),
        left: [note(root, 'half'), note(intoRange(triad[1] ?? root, 43, 55), 'half')],
      };
    case 'syncopated':
      return {
        right: [
          note(triad, { type: 'quarter', dots: 1 }),
          note(triad, { type: 'quarter', dots: 1 }),
          note(triad, 'quarter'),
        ],
        left: [
          note(root, { type: 'quarter', dots: 1 }),
          note(root, { type: 'quarter', dots: 1 }),
          note(up(root), 'quarter'),
        ],
      };
    case 'backbeat':
      return {
        right: [rest('quarter'), note(triad, 'quarter'), rest('quarter'), note(triad, 'quarter')],
        left: Array.from({ length: 8 }, (_, index) =>
          note(index % 2 === 0 ? root : up(root), 'eighth'),
        ),
      };
    case 'sixteenths':
      return {
        right: [low, middle, high, up(low), up(middle), up(low), high, middle]
          .concat([low, middle, high, up(low), up(middle), up(low), high, middle])
          .map((pitch) => note(pitch, '16th')),
        left: [note([root, up(root)], 'half'), note([root, up(root)], 'half')],
      };
  }
}

function patternPieces(): LibraryPiece[] {
  return MAJOR_KEYS.flatMap((key, keyIndex) =>
    PATTERNS.map((pattern, patternIndex) => {
      const progression = PROGRESSIONS[(keyIndex + patternIndex) % PROGRESSIONS.length];
      if (!progression) throw new Error('no progression');
      const tonic = keyName(key).replace(' major', '');
      const ref = `gen:popular:pattern:${pattern.id}:${keySlug(key)}`;
      const title = `Pop accompaniment in ${tonic}: ${pattern.words} (${progression.name})`;
      return {
        entry: pianoEntry({
          ref,
          title,
          key,
          difficulty: pattern.base + keyDifficulty(key),
          group: 'popular:patterns',
        }),
        build: () => {
          // The progression twice, then the tonic chord held.
          const bars = [...progression.chords, ...progression.chords].map((degree) =>
            patternBar(pattern.id, key, degree),
          );
          const { triad, root } = voicedTriad(key, 1);
          const right = [
            ...bars.flatMap((bar) => bar.right),
            ...heldNote(triad, BAR, { fermata: true }),
          ];
          const left = [
            ...bars.flatMap((bar) => bar.left),
            ...heldNote([root], BAR, { fermata: true }),
          ];
          return generatedScore({
            title,
            key,
            time: COMMON_TIME,
            tempo: { bpm: 84 + pattern.base * 6, beatUnit: 'quarter', text: 'Steady pop feel' },
            parts: [
              pianoPart(
                { clef: 'treble', voices: [right] },
                { clef: 'bass', voices: [left] },
                { measureLength: BAR },
              ),
            ],
          });
        },
      };
    }),
  );
}

/** Pop-style melodies to sing on “oo” over the progressions, with the piano, for every voice. */
function popMelodyPieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  VOICE_TYPES.forEach((voiceType, voiceIndex) => {
    [0, 2, 4].forEach((grade, gradeIndex) => {
      const key = MAJOR_KEYS[(voiceIndex + gradeIndex * 2) % 6] ?? MAJOR_KEYS[0];
      const progression = PROGRESSIONS[(voiceIndex + gradeIndex) % PROGRESSIONS.length];
      if (!key || !progression) return;
      const tonic = keyName(key).replace(' major', '');
      const ref = `gen:popular:melody:${voiceType}:${String(grade)}:${keySlug(key)}`;
      const title = `Pop melody in ${tonic} over ${progression.name}, grade ${String(grade)} (${VOICE_NAMES[voiceType].toLowerCase()})`;
      pieces.push({
        entry: vocalEntry({ ref, title, key, vocal: grade, group: 'popular:melodies' }),
        build: () => {
          const random = createRandom(hashString(ref));
          const chords: ChordDegree[] = [...progression.chords, ...progression.chords, 1];
          const rhythm = rhythmPlan({
            time: COMMON_TIME,
            grade,
            bars: chords.length,
            seed: ref,
          });
          const range = VOICE_RANGES[voiceType].comfortable;
          const tonicOctave = Math.floor(((range.low + range.high) / 2 - 6) / 12) - 1;
          const melody = composeMelody({
            key,
            tonicOctave,
            bars: chords.map((chord, index) => ({ chord, rhythm: rhythm[index] ?? [] })),
            range,
            maxLeap: grade <= 1 ? 2 : 4,
            random,
          });
          const voice: NoteEvent[] = melodyEvents(key, tonicOctave, melody).map((event) =>
            event.tieStop ? event : { ...event, lyric: { text: 'oo', syllabic: 'single' } },
          );
          return vocalScore({
            title,
            key,
            time: COMMON_TIME,
            tempo: { bpm: 80 + grade * 6, beatUnit: 'quarter', text: 'Gently, with a pop feel' },
            voiceType,
            voice,
            chords,
          });
        },
      });
    });
  });
  return pieces;
}

/** Popular styles written for the project: accompaniment patterns and melodies to sing. */
export function popularPieces(): LibraryPiece[] {
  return [...patternPieces(), ...popMelodyPieces()];
}
