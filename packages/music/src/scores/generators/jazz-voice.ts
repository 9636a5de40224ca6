import { heldNote, note, totalTicks } from '../model/events.js';
import { pianoPart, singerPart } from '../model/parts.js';
import type { NoteEvent, Score, ScoreEvent } from '../model/score-model.js';
import { keyName, keySlug, MAJOR_KEYS, type Key } from '../theory/keys.js';
import { withOctave, type Pitch } from '../theory/pitch.js';
import { createRandom, hashString } from '../theory/prng.js';
import { VOICE_RANGES, VOICE_TYPES, type VoiceType } from '../theory/ranges.js';
import { generatedScore, keyDifficulty } from './generated-piece.js';
import type { LibraryPiece } from './generated-piece.js';
import {
  bluesScale,
  chordOn,
  rootlessVoicing,
  shellVoicing,
  twoFiveOne,
  type JazzChord,
} from './jazz-harmony.js';
import { BAR, COMMON_TIME, swingLine, swingTempo, swungPair } from './jazz-piano.js';
import { placeForVoice, rangeDifficulty, VOICE_NAMES, vocalEntry } from './vocal-score.js';

/** The syllables jazz singers scat on, taken in turn. */
const SCAT = ['doo', 'ba', 'dee', 'dat'] as const;

/** Sung on syllables, one a note (no words, so no language to translate or pronounce). */
function sungOn(events: ScoreEvent[], syllables: readonly string[]): ScoreEvent[] {
  let index = 0;
  return events.map((event) => {
    if (event.kind !== 'note' || event.tieStop) return event;
    const text = syllables[index % syllables.length] ?? 'doo';
    index += 1;
    return { ...event, lyric: { text, syllabic: 'single' } } satisfies NoteEvent;
  });
}

/** A voice over the piano's shells (left hand) and rootless chords (right hand), a chord a bar. */
function jazzVocalScore(options: {
  title: string;
  key: Key;
  voiceType: VoiceType;
  bpm: number;
  voice: ScoreEvent[];
  chords: readonly JazzChord[];
}): Score {
  const last = options.chords.length - 1;
  const marks = (bar: number) => (bar === last ? { fermata: true } : {});
  const right = options.chords.flatMap((chord, bar) =>
    heldNote(rootlessVoicing(chord, bar % 2 === 0 ? 'A' : 'B'), BAR, marks(bar)),
  );
  const left = options.chords.flatMap((chord, bar) =>
    heldNote(shellVoicing(chord, bar % 2 === 0 ? '1-7' : '1-3'), BAR, marks(bar)),
  );
  return generatedScore({
    title: options.title,
    key: options.key,
    time: COMMON_TIME,
    tempo: swingTempo(options.bpm),
    parts: [
      singerPart(
        { clef: VOICE_RANGES[options.voiceType].clef, voices: [options.voice] },
        VOICE_NAMES[options.voiceType],
        { measureLength: BAR },
      ),
      pianoPart(
        { clef: 'treble', voices: [right] },
        { clef: 'bass', voices: [left] },
        { measureLength: BAR, autoClef: true },
      ),
    ],
  });
}

/** The blues scale up an octave and down, in quarters (or swung eighths), then the tonic held. */
function bluesScaleVoice(tonic: Pitch, isSwung: boolean): ScoreEvent[] {
  const up = [...bluesScale(tonic), { ...tonic, octave: tonic.octave + 1 }];
  const line = [...up, ...up.slice(1, -1).reverse()];
  if (!isSwung)
    return [
      ...line.map((pitch) => note(pitch, 'quarter')),
      ...heldNote([tonic], BAR, { fermata: true }),
    ];
  const pairs: ScoreEvent[] = [];
  for (let index = 0; index + 1 < line.length; index += 2) {
    const first = line[index];
    const second = line[index + 1];
    if (first && second) pairs.push(...swungPair(first, second));
  }
  // Twelve notes in six swung pairs: a bar and a half; the tonic holds the rest, then a bar.
  return [...pairs, ...heldNote([tonic], BAR / 2), ...heldNote([tonic], BAR, { fermata: true })];
}

function bluesVocalisePieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  VOICE_TYPES.forEach((voiceType, voiceIndex) => {
    [0, 1].forEach((keyIndex) => {
      const key = MAJOR_KEYS[(voiceIndex * 2 + keyIndex) % 6] ?? MAJOR_KEYS[0];
      if (!key) return;
      const placement = placeForVoice((octave) => {
        const tonic = withOctave(key.tonic, octave);
        return [tonic, { ...tonic, octave: octave + 1 }];
      }, voiceType);
      for (const isSwung of [false, true]) {
        const rhythm = isSwung ? 'swung eighths' : 'quarters';
        const ref = `gen:jazz:vocal-blues:${voiceType}:${keySlug(key)}:${isSwung ? 'swung' : 'even'}`;
        const title = `Blues scale in ${keyName(key).replace(' major', '')} on “doo” (${VOICE_NAMES[voiceType].toLowerCase()}), ${rhythm}`;
        let range: number;
        try {
          range = rangeDifficulty(voiceType, placement.low, placement.high);
        } catch {
          continue;
        }
        pieces.push({
          entry: vocalEntry({
            ref,
            title,
            key,
            vocal: 1 + (isSwung ? 2 : 0) + range + keyDifficulty(key),
            group: 'jazz:vocal-blues',
          }),
          build: () => {
            const tonic = withOctave(key.tonic, placement.tonicOctave);
            const voice = sungOn(bluesScaleVoice(tonic, isSwung), ['doo']);
            const bars = totalTicks(voice) / BAR;
            const I7 = chordOn(key, 'I', '7');
            return jazzVocalScore({
              title,
              key,
              voiceType,
              bpm: 84,
              voice,
              chords: Array.from({ length: bars }, () => I7),
            });
          },
        });
      }
    });
  });
  return pieces;
}

/** Scat lines over ii–V–I, graded by their rhythm, for every voice. */
function scatPieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  VOICE_TYPES.forEach((voiceType, voiceIndex) => {
    [1, 3, 6, 8].forEach((grade, gradeIndex) => {
      const key = MAJOR_KEYS[(voiceIndex + gradeIndex * 3) % 8] ?? MAJOR_KEYS[0];
      if (!key) return;
      const ref = `gen:jazz:scat:${voiceType}:${String(grade)}:${keySlug(key)}`;
      const title = `Scat study in ${keyName(key).replace(' major', '')}, grade ${String(grade)} (${VOICE_NAMES[voiceType].toLowerCase()})`;
      pieces.push({
        entry: vocalEntry({ ref, title, key, vocal: grade, group: 'jazz:scat' }),
        build: () => {
          const random = createRandom(hashString(ref));
          const [ii, V, I] = twoFiveOne(key);
          if (!ii || !V || !I) throw new Error('no ii–V–I');
          const chords = [ii, V, I, I, ii, V, I, I];
          const { comfortable, full } = VOICE_RANGES[voiceType];
          const range = grade >= 6 ? { low: full.low + 2, high: full.high - 3 } : comfortable;
          const line = swingLine({ key, chords, grade, range, random });
          return jazzVocalScore({
            title,
            key,
            voiceType,
            bpm: 96 + grade * 8,
            voice: sungOn(line, SCAT),
            chords,
          });
        },
      });
    });
  });
  return pieces;
}

/** Jazz for the voice, written for the project: the blues scale and scat lines. */
export function jazzVoicePieces(): LibraryPiece[] {
  return [...bluesVocalisePieces(), ...scatPieces()];
}
