import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listLibraryPieces } from './create-score-library.js';
import { checkScore, expectedMeasureTicks } from './model/check-score.js';
import { note } from './model/events.js';
import type { Score } from './model/score-model.js';
import { createScoreLibrary } from './index.js';
import { durationTicks } from './theory/durations.js';
import { midiNumber } from './theory/pitch.js';
import { PIANO_RANGE, VOICE_RANGES, type VoiceType } from './theory/ranges.js';

const pieces = listLibraryPieces();
const scores = pieces.map((piece) => ({ entry: piece.entry, score: piece.build() }));

/** Pins the whole library: entries plus every 40th score. Update only for an intended change. */
const LIBRARY_HASH = 'b5b93a0e84a64ff0e37f3043a1d1ee0897eef9f79f5a7f0ca046509bb078b808';

function libraryFingerprint(library: ReturnType<typeof createScoreLibrary>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(library.entries()));
  library.entries().forEach((entry, index) => {
    if (index % 40 === 0 || entry.ref.startsWith('lib:'))
      hash.update(library.load(entry.ref)?.content ?? '');
  });
  return hash.digest('hex');
}

describe('the score library', () => {
  it('lists thousands of graded entries with unique refs and honest metadata', () => {
    const entries = createScoreLibrary().entries();
    expect(entries.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(entries.map((entry) => entry.ref)).size).toBe(entries.length);
    for (const entry of entries) {
      const levels = Object.values(entry.difficulty);
      expect(levels.length).toBeGreaterThan(0);
      expect(levels.every((level) => Number.isInteger(level) && level >= 0 && level <= 9)).toBe(
        true,
      );
      expect(entry.difficulty[entry.instrument]).toBeDefined();
      expect(entry.composer === null).toBe(entry.ref.startsWith('gen:'));
    }
    for (const instrument of ['piano', 'vocal'] as const) {
      const levels = new Set(
        entries
          .filter((entry) => entry.instrument === instrument)
          .map((entry) => entry.difficulty[instrument]),
      );
      expect([...levels].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
    }
  });

  it('writes every measure of every voice to exactly the length of its time signature', () => {
    let measures = 0;
    for (const { score } of scores) {
      for (const part of score.parts) {
        part.measures.forEach((measure, index) => {
          for (const staff of measure.staves) {
            for (const voice of staff.voices) {
              const ticks = voice.reduce((sum, event) => sum + durationTicks(event.duration), 0);
              if (ticks !== expectedMeasureTicks(score, index))
                throw new Error(`${score.title}: measure ${index + 1} holds ${ticks} ticks`);
              measures += 1;
            }
          }
        });
      }
    }
    expect(measures).toBeGreaterThan(50_000);
  });

  it('rejects a measure that does not add up', () => {
    const score = scores[0]?.score;
    if (!score) throw new Error('no score');
    const broken: Score = structuredClone(score);
    broken.parts[0]?.measures[0]?.staves[0]?.voices[0]?.push(
      note({ step: 'C', alter: 0, octave: 4 }, 'quarter'),
    );
    expect(() => {
      checkScore(broken);
    }).toThrow('ticks, expected');
  });

  it('keeps piano parts on the keyboard and voices within the range of their voice type', () => {
    for (const { entry, score } of scores) {
      for (const part of score.parts) {
        const pitches = part.measures
          .flatMap((measure) => measure.staves.flatMap((staff) => staff.voices.flat()))
          .flatMap((event) => (event.kind === 'note' ? event.pitches.map(midiNumber) : []));
        if (part.midiProgram === 1) {
          expect(
            pitches.every((value) => value >= PIANO_RANGE.low && value <= PIANO_RANGE.high),
            `${entry.ref} piano`,
          ).toBe(true);
          continue;
        }
        const voiceType = (Object.keys(VOICE_RANGES) as VoiceType[]).find((type) =>
          entry.title.toLowerCase().includes(`(${type})`),
        );
        const range = voiceType ? VOICE_RANGES[voiceType].full : { low: 40, high: 84 };
        expect(
          pitches.every((value) => value >= range.low && value <= range.high),
          `${entry.ref} voice`,
        ).toBe(true);
      }
    }
  });

  it('is deterministic: two libraries give the same entries and scores, pinned by a hash', () => {
    const first = createScoreLibrary();
    const second = createScoreLibrary();
    expect(second.entries()).toEqual(first.entries());
    const sample = first.entries().filter((_, index) => index % 97 === 0);
    for (const entry of sample) expect(second.load(entry.ref)).toEqual(first.load(entry.ref));
    expect(libraryFingerprint(first)).toBe(LIBRARY_HASH);
  });

  it('answers undefined for a ref it does not know', () => {
    expect(createScoreLibrary().load('gen:scale:major:ht-9:H-major')).toBeUndefined();
  });
});
