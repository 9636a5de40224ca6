import { describe, expect, it } from 'vitest';
import { createScoreLibrary } from '../create-score-library.js';
import { readScoreFeatures } from './score-features.js';
import { suggestDifficulty } from './suggest-difficulty.js';

const note = (step: string, octave: number, extra = '') =>
  `<note><pitch><step>${step}</step>${extra.includes('alter') ? '<alter>1</alter>' : ''}<octave>${String(octave)}</octave></pitch><duration>1</duration>${extra.replace('alter', '')}</note>`;

/** One 4/4 bar at 120 a minute: C4, a C-E-G chord, F#4 with its sharp written, then a rest. */
const oneBar = `<score-partwise><part-list/><part id="P1"><measure number="1">
<attributes><divisions>1</divisions></attributes>
<direction><sound tempo="120"/></direction>
${note('C', 4)}${note('C', 4)}${note('E', 4, '<chord/>')}${note('G', 4, '<chord/>')}
${note('F', 4, 'alter<accidental>sharp</accidental>')}
<note><rest/><duration>1</duration></note>
</measure></part></score-partwise>`;

describe('score features and the suggested difficulty', () => {
  it('reads onsets per second, range, accidentals, the largest chord and the tempo', () => {
    expect(readScoreFeatures(oneBar)).toEqual([
      {
        isSung: false,
        noteCount: 5,
        // Three onsets in four beats at 120 a minute: two seconds.
        onsetsPerSecond: 1.5,
        rangeSemitones: 7,
        accidentalShare: 0.2,
        largestChord: 3,
        tempo: 120,
      },
    ]);
  });

  it('states the level each measure gives and their mean', () => {
    const { piano, vocal } = suggestDifficulty(oneBar);
    expect(vocal).toBeUndefined();
    expect(piano?.factors.map((factor) => [factor.name, factor.level])).toEqual([
      ['notes per second', 2],
      ['range', 0],
      ['accidentals', 6],
      ['largest chord', 6],
      ['tempo', 5],
    ]);
    // (2 + 0 + 6 + 6 + 4.5) / 5, rounded.
    expect(piano?.level).toBe(4);
  });

  it('ranks the library’s hardest piano pieces above its easiest', () => {
    const library = createScoreLibrary();
    const levelsOf = (wanted: (level: number) => boolean) =>
      library
        .entries()
        .filter((entry) => entry.instrument === 'piano' && wanted(entry.difficulty.piano ?? -1))
        .slice(0, 40)
        .flatMap((entry) => {
          const score = library.load(entry.ref);
          if (score?.format !== 'musicxml') return [];
          const level = suggestDifficulty(score.content).piano?.level;
          return level === undefined ? [] : [level];
        });
    const mean = (levels: number[]) => levels.reduce((a, b) => a + b, 0) / levels.length;
    const easy = levelsOf((level) => level >= 0 && level <= 2);
    const hard = levelsOf((level) => level >= 7);
    expect(easy.length).toBeGreaterThan(10);
    expect(hard.length).toBeGreaterThan(10);
    expect(mean(hard)).toBeGreaterThan(mean(easy) + 1);
  });
});
