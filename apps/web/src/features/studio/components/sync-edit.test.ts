import { describe, expect, it } from 'vitest';
import { movePoint, peaksOf, tapPoint, type SyncPoint } from './sync-edit';

const points: SyncPoint[] = [
  [100, 0],
  [1000, 4],
  [2000, 8],
];

describe('sync map editing', () => {
  it('moves a point, keeping it between its neighbours and within the recording', () => {
    expect(movePoint(points, 1, 1500, 3000)).toEqual([
      [100, 0],
      [1500, 4],
      [2000, 8],
    ]);
    expect(movePoint(points, 1, 50, 3000)[1]).toEqual([101, 4]);
    expect(movePoint(points, 1, 2500, 3000)[1]).toEqual([1999, 4]);
    expect(movePoint(points, 2, 9000, 3000)[2]).toEqual([3000, 8]);
    expect(movePoint(points, 0, -20, 3000)[0]).toEqual([0, 0]);
    expect(points[1]).toEqual([1000, 4]);
  });

  it('finds the peak of each slice of the samples', () => {
    const samples = new Float32Array([0.1, -0.8, 0.2, 0.3, 0, -0.05, 0.5, 0.4]);
    expect(Array.from(peaksOf(samples, 4))).toEqual([
      expect.closeTo(0.8),
      expect.closeTo(0.3),
      expect.closeTo(0.05),
      expect.closeTo(0.5),
    ]);
    expect(Array.from(peaksOf(new Float32Array(0), 3))).toEqual([0, 0, 0]);
  });
});

describe('tapping', () => {
  it('places the tapped point and pushes later ones it passed', () => {
    expect(tapPoint(points, 1, 2500, 3000)).toEqual([
      [100, 0],
      [2500, 4],
      [2501, 8],
    ]);
    expect(tapPoint(points, 1, 800, 3000)).toEqual([
      [100, 0],
      [800, 4],
      [2000, 8],
    ]);
  });
});
