import { describe, expect, it } from 'vitest';
import { barLinesOf, lineTimes, moveBarLine, tapBarLine, type ScoreBar } from './bar-lines';
import type { SyncPoint } from './sync-edit';

// A pickup of one quarter, then bars of four: a point at every quarter, 500 ms apart from 1 s.
const bars: ScoreBar[] = [
  { label: '0', quarters: 0 },
  { label: '1', quarters: 1 },
  { label: '2', quarters: 5 },
  { label: '3', quarters: 9 },
];
const points: SyncPoint[] = Array.from({ length: 14 }, (_, q): SyncPoint => [1000 + 500 * q, q]);
const lines = barLinesOf(bars, points);
const at = (map: readonly SyncPoint[], quarters: number) =>
  map.find(([, q]) => q === quarters)?.[0];

describe('the lines of a sync map', () => {
  it('puts a line at each bar the map covers, named by its printed number, and one at its end', () => {
    expect(lines.map((line) => [line.kind, line.label, line.quarters])).toEqual([
      ['bar', '0', 0],
      ['bar', '1', 1],
      ['bar', '2', 5],
      ['bar', '3', 9],
      ['end', '', 13],
    ]);
    expect(lineTimes(points, lines)).toEqual([1000, 1500, 3500, 5500, 7500]);
  });

  it('marks bars played again, and leaves out bars the map does not reach', () => {
    const repeated = barLinesOf(
      [
        { label: '1', quarters: 0 },
        { label: '2', quarters: 4 },
        { label: '1', quarters: 8 },
        { label: '2', quarters: 12 },
      ],
      points.slice(0, 11),
    );
    expect(repeated.map((line) => [line.label, line.isRepeat, line.quarters])).toEqual([
      ['1', false, 0],
      ['2', false, 4],
      ['1', true, 8],
      ['', false, 10],
    ]);
  });

  it('is every point of the map when the bars are not known', () => {
    expect(barLinesOf(null, points.slice(0, 3)).map((line) => [line.kind, line.label])).toEqual([
      ['point', '1'],
      ['point', '2'],
      ['point', '3'],
    ]);
  });
});

describe('moving a bar line', () => {
  it('moves the points since the line before and up to the line after in proportion', () => {
    const moved = moveBarLine(points, lines, 2, 3700, 10_000);
    expect(moved.map(([ms]) => ms)).toEqual([
      1000, 1500, 2050, 2600, 3150, 3700, 4150, 4600, 5050, 5500, 6000, 6500, 7000, 7500,
    ]);
    expect(moved.map(([, q]) => q)).toEqual(points.map(([, q]) => q));
    expect(points[5]).toEqual([3500, 5]);
  });

  it('keeps a line 1 ms a point clear of its neighbours, and the map within the recording', () => {
    const early = moveBarLine(points, lines, 2, 0, 10_000);
    expect(early.slice(1, 6).map(([ms]) => ms)).toEqual([1500, 1501, 1502, 1503, 1504]);
    const late = moveBarLine(points, lines, 2, 9000, 10_000);
    expect(late.slice(5, 10).map(([ms]) => ms)).toEqual([5496, 5497, 5498, 5499, 5500]);
    expect(at(moveBarLine(points, lines, 4, 20_000, 10_000), 13)).toBe(10_000);
    expect(at(moveBarLine(points, lines, 0, -50, 10_000), 0)).toBe(0);
  });

  it('gives a bar line with no point of its own (a bar starting on a rest) one', () => {
    const sparse: SyncPoint[] = [
      [0, 0],
      [1000, 2],
      [3000, 6],
      [4000, 8],
    ];
    const sparseLines = barLinesOf(
      [
        { label: '1', quarters: 0 },
        { label: '2', quarters: 4 },
      ],
      sparse,
    );
    expect(lineTimes(sparse, sparseLines)).toEqual([0, 2000, 4000]);
    expect(moveBarLine(sparse, sparseLines, 1, 2400, 5000)).toEqual([
      [0, 0],
      [1200, 2],
      [2400, 4],
      [3200, 6],
      [4000, 8],
    ]);
  });

  it('moves a point alone when the lines are the points', () => {
    const pointLines = barLinesOf(null, points);
    const moved = moveBarLine(points, pointLines, 3, 2700, 10_000);
    expect(moved.map(([ms]) => ms)).toEqual(points.map(([ms], index) => (index === 3 ? 2700 : ms)));
  });
});

describe('tapping a bar line', () => {
  it('moves the rest of the map with the tapped line, the bar before in proportion', () => {
    const tapped = tapBarLine(points, lines, 2, 3700, 10_000);
    expect(tapped.map(([ms]) => ms)).toEqual([
      1000, 1500, 2050, 2600, 3150, 3700, 4200, 4700, 5200, 5700, 6200, 6700, 7200, 7700,
    ]);
    const earlier = tapBarLine(points, lines, 3, 5000, 10_000);
    expect(at(earlier, 9)).toBe(5000);
    expect(at(earlier, 13)).toBe(7000);
    expect(at(earlier, 5)).toBe(3500);
  });

  it('stops the map at the recording’s end and after the line before', () => {
    const late = tapBarLine(points, lines, 3, 9000, 10_000);
    expect(at(late, 9)).toBe(8000);
    expect(at(late, 13)).toBe(10_000);
    const early = tapBarLine(points, lines, 2, 0, 10_000);
    expect(at(early, 5)).toBe(1504);
    expect(at(early, 13)).toBe(7500 - 1996);
  });
});
