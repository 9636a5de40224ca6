import { describe, expect, it } from 'vitest';
import { lineIndexAt } from './use-pronunciation-guide';

const lines = [
  { text: 'Stille Nacht, heilige Nacht!', startMs: 0, endMs: 1900, sung: null },
  { text: 'Alles schläft, einsam wacht', startMs: 2600, endMs: 4700, sung: null },
];

describe('the line the guide is speaking', () => {
  it('is the last line begun, lit through the pause after it until the next begins', () => {
    expect(lineIndexAt(lines, 0)).toBe(0);
    expect(lineIndexAt(lines, 1899)).toBe(0);
    expect(lineIndexAt(lines, 2300)).toBe(0);
    expect(lineIndexAt(lines, 2600)).toBe(1);
    expect(lineIndexAt(lines, 9000)).toBe(1);
  });

  it('is none for a guide without lines', () => {
    expect(lineIndexAt([], 100)).toBeNull();
  });
});
