import { describe, expect, it } from 'vitest';
import { difficultySummaryLines, formatDuration } from './format';

describe('difficulty summary lines', () => {
  it('counts pieces per band for each instrument, leaving out empty bands', () => {
    const pieces = [
      { difficulty: { piano: 1 } },
      { difficulty: { piano: 3, vocal: 5 } },
      { difficulty: { piano: 8 } },
    ];
    expect(difficultySummaryLines(pieces)).toEqual([
      'Piano pieces: 2 elementary / 1 advanced',
      'Vocal pieces: 1 intermediate',
    ]);
  });

  it('has no line for an instrument without pieces', () => {
    expect(difficultySummaryLines([{ difficulty: {} }])).toEqual([]);
  });
});

it('shows durations as m:ss', () => {
  expect(formatDuration(153_000)).toBe('2:33');
  expect(formatDuration(5_000)).toBe('0:05');
  expect(formatDuration(3_600_000)).toBe('60:00');
});
