import { describe, expect, it } from 'vitest';
import { scoreLengthText } from './score-length';

describe('a piece’s length', () => {
  it('names the bars and the pages of the whole score as laid out', () => {
    expect(scoreLengthText({ fullMeasureCount: 24, isPreview: false, pageCount: 3 })).toBe(
      '24 bars, 3 pages',
    );
    expect(scoreLengthText({ fullMeasureCount: 1, isPreview: false, pageCount: 1 })).toBe(
      '1 bar, 1 page',
    );
  });

  it('names only the bars of a preview, whose pages are not the piece’s', () => {
    expect(scoreLengthText({ fullMeasureCount: 24, isPreview: true, pageCount: 1 })).toBe(
      '24 bars',
    );
  });
});
