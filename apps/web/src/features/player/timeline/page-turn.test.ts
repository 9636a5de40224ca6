import { describe, expect, it } from 'vitest';
import { listBeats, countInBeats } from './beats';
import { pageToShow, turnAheadFor } from './page-turn';
import { fourBarTimeline } from './timeline-fixture';

describe('automatic page turning', () => {
  const timeline = fourBarTimeline();
  const ahead = (ms: number) => turnAheadFor(timeline, ms);

  it('turns a quarter of a bar before the first bar of the next page', () => {
    expect(ahead(0)).toBe(500);
    expect(pageToShow(timeline, 0, ahead(0))).toBe(1);
    expect(pageToShow(timeline, 3000, ahead(3000))).toBe(1);
    expect(pageToShow(timeline, 3499, ahead(3499))).toBe(1);
    expect(pageToShow(timeline, 3500, ahead(3500))).toBe(2);
    expect(pageToShow(timeline, 7999, ahead(7999))).toBe(2);
  });

  it('goes back to an earlier page when a loop or a seek jumps back', () => {
    expect(pageToShow(timeline, 6500, ahead(6500))).toBe(2);
    expect(pageToShow(timeline, 1000, ahead(1000))).toBe(1);
  });

  it('never skips past the next bar however long the look-ahead', () => {
    expect(pageToShow(timeline, 100, 5000)).toBe(1);
  });
});

describe('metronome beats', () => {
  const timeline = fourBarTimeline();

  it('clicks every crotchet of common time with the downbeat marked', () => {
    const beats = listBeats(timeline, { count: 4, unit: 4 });
    expect(beats).toHaveLength(16);
    expect(beats.slice(0, 5)).toEqual([
      { ms: 0, isDownbeat: true },
      { ms: 500, isDownbeat: false },
      { ms: 1000, isDownbeat: false },
      { ms: 1500, isDownbeat: false },
      { ms: 2000, isDownbeat: true },
    ]);
  });

  it('counts in one bar at the bar’s own beat', () => {
    expect(countInBeats(timeline, { count: 4, unit: 4 }, 2)).toEqual({ beatMs: 500, count: 4 });
    expect(countInBeats(timeline, { count: 6, unit: 8 }, 0)).toEqual({ beatMs: 750, count: 2 });
  });
});
