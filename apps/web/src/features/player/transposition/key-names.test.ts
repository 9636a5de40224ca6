import { describe, expect, it } from 'vitest';
import {
  keyChoices,
  keyName,
  transposedKey,
  transpositionInterval,
  transpositionSummary,
  type WrittenKey,
} from './key-names';

const D_MAJOR: WrittenKey = { fifths: 2, mode: 'major' };
const A_MINOR: WrittenKey = { fifths: 0, mode: 'minor' };

describe('keys by name', () => {
  it('names keys from their signature and mode', () => {
    expect(keyName(D_MAJOR)).toBe('D major');
    expect(keyName(A_MINOR)).toBe('A minor');
    expect(keyName({ fifths: -3, mode: 'major' })).toBe('E♭ major');
    expect(keyName({ fifths: -3, mode: 'minor' })).toBe('C minor');
    expect(keyName({ fifths: 6, mode: 'major' })).toBe('F♯ major');
    expect(keyName({ fifths: 7, mode: 'minor' })).toBe('A♯ minor');
    expect(keyName({ fifths: -7, mode: 'major' })).toBe('C♭ major');
  });

  it('moves a key by semitones to the spelling with the fewest sharps or flats', () => {
    const moved = (key: WrittenKey, semitones: number) => keyName(transposedKey(key, semitones));
    expect(moved(D_MAJOR, -2)).toBe('C major');
    expect(moved(D_MAJOR, 2)).toBe('E major');
    expect(moved(D_MAJOR, 5)).toBe('G major');
    expect(moved(D_MAJOR, -5)).toBe('A major');
    expect(moved(D_MAJOR, 1)).toBe('E♭ major');
    expect(moved(D_MAJOR, -1)).toBe('D♭ major');
    expect(moved(A_MINOR, 2)).toBe('B minor');
    expect(moved(A_MINOR, -2)).toBe('G minor');
    expect(moved(A_MINOR, 1)).toBe('B♭ minor');
    expect(moved(A_MINOR, 3)).toBe('C minor');
    // Six sharps or six flats: flats, as these keys are usually taught.
    expect(moved({ fifths: 0, mode: 'major' }, 6)).toBe('G♭ major');
    expect(moved({ fifths: 0, mode: 'minor' }, 6)).toBe('E♭ minor');
    // Not moved: as written, even in seven flats.
    expect(moved({ fifths: -7, mode: 'major' }, 0)).toBe('C♭ major');
  });

  it('gives Verovio the interval between the tonics, so the score is written in the named key', () => {
    expect(transpositionInterval(D_MAJOR, 0)).toBeNull();
    expect(transpositionInterval(D_MAJOR, -2)).toBe('-M2');
    expect(transpositionInterval(D_MAJOR, 2)).toBe('+M2');
    expect(transpositionInterval(D_MAJOR, 5)).toBe('+P4');
    expect(transpositionInterval(D_MAJOR, -5)).toBe('-P4');
    expect(transpositionInterval(D_MAJOR, 1)).toBe('+m2');
    expect(transpositionInterval(D_MAJOR, -3)).toBe('-m3');
    expect(transpositionInterval({ fifths: 0, mode: 'major' }, 6)).toBe('+d5');
    expect(transpositionInterval({ fifths: 0, mode: 'major' }, -6)).toBe('-A4');
    expect(transpositionInterval({ fifths: 5, mode: 'major' }, 1)).toBe('+m2');
    expect(transpositionInterval(A_MINOR, 4)).toBe('+M3');
  });

  it('offers the keys within the range, highest first, the written one marked', () => {
    expect(keyChoices(A_MINOR, { min: -2, max: 2 })).toEqual([
      { semitones: 2, label: 'B minor (+2)' },
      { semitones: 1, label: 'B♭ minor (+1)' },
      { semitones: 0, label: 'A minor (as written)' },
      { semitones: -1, label: 'G♯ minor (-1)' },
      { semitones: -2, label: 'G minor (-2)' },
    ]);
  });

  it('says what the piece is moved from and to', () => {
    expect(transpositionSummary(D_MAJOR, -2)).toBe('D major → C major');
    expect(transpositionSummary(D_MAJOR, 0)).toBe('D major');
  });
});
