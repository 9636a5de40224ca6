import { describe, expect, it } from 'vitest';
import { clockTime, msAtQuarters, peaksOf, quartersAtMs, type SyncPoint } from './sync-edit';

const points: SyncPoint[] = [
  [100, 0],
  [1000, 4],
  [2000, 8],
];

describe('reading a sync map', () => {
  it('puts a score position in the recording and back, between and beyond its points', () => {
    expect(msAtQuarters(points, 2)).toBe(550);
    expect(msAtQuarters(points, 6)).toBe(1500);
    expect(msAtQuarters(points, 9)).toBe(2000);
    expect(quartersAtMs(points, 1500)).toBe(6);
    expect(quartersAtMs(points, 0)).toBe(0);
    expect(quartersAtMs(points, 5000)).toBe(8);
    expect(msAtQuarters([], 3)).toBe(0);
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

  it('names times as m:ss.s', () => {
    expect(clockTime(0)).toBe('0:00.0');
    expect(clockTime(5_210)).toBe('0:05.2');
    expect(clockTime(5_210, 2)).toBe('0:05.21');
    expect(clockTime(59_960)).toBe('1:00.0');
    expect(clockTime(1_265_049)).toBe('21:05.0');
  });
});
