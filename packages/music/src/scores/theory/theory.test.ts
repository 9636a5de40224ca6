import { describe, expect, it } from 'vitest';
import { chordTones } from './chords.js';
import { durationTicks, measureTicks, splitTicks } from './durations.js';
import { ALL_KEYS, keyFifths, keyName, signatureAlter, type Key } from './keys.js';
import { midiNumber, pitchClassName, pitchName, transposePitch } from './pitch.js';
import { createRandom, hashString } from './prng.js';
import { chromaticScale, scaleDegrees, scalePitch, type ScaleKind } from './scales.js';

const named = (key: Key, kind: ScaleKind, direction: 'up' | 'down' = 'up') =>
  scaleDegrees(key, kind, direction).map(pitchClassName).join(' ');
const find = (name: string): Key => {
  const key = ALL_KEYS.find((candidate) => keyName(candidate) === name);
  if (!key) throw new Error(`no key ${name}`);
  return key;
};

describe('keys', () => {
  it('offers the twelve major and twelve minor keys, each with its usual signature', () => {
    expect(ALL_KEYS.map((key) => `${keyName(key)} ${keyFifths(key)}`)).toEqual([
      'C major 0',
      'A minor 0',
      'G major 1',
      'E minor 1',
      'F major -1',
      'D minor -1',
      'D major 2',
      'B minor 2',
      'B♭ major -2',
      'G minor -2',
      'A major 3',
      'F♯ minor 3',
      'E♭ major -3',
      'C minor -3',
      'E major 4',
      'C♯ minor 4',
      'A♭ major -4',
      'F minor -4',
      'B major 5',
      'G♯ minor 5',
      'D♭ major -5',
      'B♭ minor -5',
      'G♭ major -6',
      'E♭ minor -6',
    ]);
  });

  it('puts sharps and flats on the right letters', () => {
    expect(
      ['F', 'C', 'G', 'D', 'A', 'E', 'B'].map((step) => signatureAlter(3, step as 'F')),
    ).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(
      ['B', 'E', 'A', 'D', 'G', 'C', 'F'].map((step) => signatureAlter(-2, step as 'B')),
    ).toEqual([-1, -1, 0, 0, 0, 0, 0]);
  });
});

describe('scales', () => {
  it('spells E♭ major with flats and F♯ harmonic minor with an E♯', () => {
    expect(named(find('E♭ major'), 'major')).toBe('E♭ F G A♭ B♭ C D');
    expect(named(find('F♯ minor'), 'harmonic-minor')).toBe('F♯ G♯ A B C♯ D E♯');
    expect(named(find('G♯ minor'), 'melodic-minor')).toBe('G♯ A♯ B C♯ D♯ E♯ F𝄪');
    expect(named(find('G♯ minor'), 'melodic-minor', 'down')).toBe('G♯ A♯ B C♯ D♯ E F♯');
    expect(named(find('E♭ minor'), 'natural-minor')).toBe('E♭ F G♭ A♭ B♭ C♭ D♭');
  });

  it.each(ALL_KEYS.map((key) => [keyName(key), key] as const))(
    '%s uses each letter once and steps of one or two semitones',
    (_name, key) => {
      const kinds: ScaleKind[] =
        key.mode === 'major' ? ['major'] : ['natural-minor', 'harmonic-minor', 'melodic-minor'];
      for (const kind of kinds) {
        const degrees = scaleDegrees(key, kind);
        expect(new Set(degrees.map((degree) => degree.step)).size).toBe(7);
        const ascending = Array.from({ length: 8 }, (_, degree) =>
          midiNumber(scalePitch({ key, kind, tonicOctave: 4, degree })),
        );
        const steps = ascending.slice(1).map((value, index) => value - (ascending[index] ?? value));
        const allowed = kind === 'harmonic-minor' ? [1, 2, 3] : [1, 2];
        expect(steps.every((step) => allowed.includes(step))).toBe(true);
        expect(steps.reduce((sum, step) => sum + step, 0)).toBe(12);
      }
    },
  );

  it('spells chromatic scales with sharps going up and flats coming down', () => {
    const up = chromaticScale({ step: 'C', alter: 0, octave: 4 }, 1, 'up').map(pitchName).join(' ');
    const down = chromaticScale({ step: 'C', alter: 0, octave: 5 }, 1, 'down')
      .map(pitchName)
      .join(' ');
    expect(up).toBe('C4 C♯4 D4 D♯4 E4 F4 F♯4 G4 G♯4 A4 A♯4 B4 C5');
    expect(down).toBe('C5 B4 B♭4 A4 A♭4 G4 G♭4 F4 E4 E♭4 D4 D♭4 C4');
  });

  it('transposes by spelled intervals', () => {
    expect(pitchName(transposePitch({ step: 'E', alter: -1, octave: 4 }, 2, 4))).toBe('G4');
    expect(pitchName(transposePitch({ step: 'F', alter: 1, octave: 4 }, 4, 7))).toBe('C♯5');
  });
});

describe('chords', () => {
  it('builds the dominant of a minor key with its leading note', () => {
    expect(chordTones({ key: find('A minor'), degree: 5, tonicOctave: 4 }).map(pitchName)).toEqual([
      'E5',
      'G♯5',
      'B5',
    ]);
    expect(
      chordTones({ key: find('A minor'), degree: 7, tonicOctave: 4, size: 4 }).map(pitchName),
    ).toEqual(['G♯5', 'B5', 'D6', 'F6']);
    expect(chordTones({ key: find('D♭ major'), degree: 1, tonicOctave: 4 }).map(pitchName)).toEqual(
      ['D♭4', 'F4', 'A♭4'],
    );
  });
});

describe('durations', () => {
  it('counts measures and note values in whole ticks', () => {
    expect(measureTicks({ beats: 6, beatType: 8 })).toBe(durationTicks({ type: 'half', dots: 1 }));
    expect(durationTicks({ type: 'eighth', dots: 0, tuplet: { actual: 3, normal: 2 } }) * 3).toBe(
      durationTicks({ type: 'quarter', dots: 0 }),
    );
    expect(splitTicks(240).map((value) => `${value.type}${'.'.repeat(value.dots)}`)).toEqual([
      'whole',
      'quarter',
    ]);
  });
});

describe('random numbers', () => {
  it('repeat for the same seed and differ for another', () => {
    const first = createRandom(hashString('gen:study:alberti:C-major:1'));
    const again = createRandom(hashString('gen:study:alberti:C-major:1'));
    const other = createRandom(hashString('gen:study:alberti:C-major:2'));
    const draw = (random: () => number) => Array.from({ length: 5 }, random);
    const values = draw(first);
    expect(draw(again)).toEqual(values);
    expect(draw(other)).not.toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
