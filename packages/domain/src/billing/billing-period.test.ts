import { describe, expect, it } from 'vitest';
import { addMonthsAnchored, applyPercentOff } from './billing-period.js';

const utc = (text: string) => new Date(`${text}T10:30:00.000Z`);

describe('addMonthsAnchored', () => {
  it('keeps the anchor day when the month has it', () => {
    expect(addMonthsAnchored(utc('2030-03-15'), 1)).toEqual(utc('2030-04-15'));
    expect(addMonthsAnchored(utc('2030-11-15'), 2)).toEqual(utc('2031-01-15'));
  });

  it('clamps 31 January to the end of February, then returns to the 31st', () => {
    const anchor = utc('2030-01-31');
    expect(addMonthsAnchored(anchor, 1)).toEqual(utc('2030-02-28'));
    expect(addMonthsAnchored(anchor, 2)).toEqual(utc('2030-03-31'));
    expect(addMonthsAnchored(anchor, 3)).toEqual(utc('2030-04-30'));
  });

  it('uses 29 February in a leap year', () => {
    expect(addMonthsAnchored(utc('2032-01-30'), 1)).toEqual(utc('2032-02-29'));
  });
});

describe('applyPercentOff', () => {
  it('rounds to the nearest minor unit', () => {
    expect(applyPercentOff(999, 50)).toBe(500);
    expect(applyPercentOff(999, null)).toBe(999);
    expect(applyPercentOff(1299, 100)).toBe(0);
  });
});
