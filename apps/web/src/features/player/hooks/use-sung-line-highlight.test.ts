import { describe, expect, it } from 'vitest';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { scrollTopToShow, sungLineIds } from './use-sung-line-highlight';

describe('the sung line in the score', () => {
  it('lights the bars a line is sung in and the notes that begin in it, in order', () => {
    // From beat 3 of bar 1 to the first beat of bar 3 (quarter notes 2 to 9).
    const { measureIds, noteIds } = sungLineIds(fourBarTimeline(), { startQ: 2, endQ: 9 });
    expect(measureIds).toEqual(['m0', 'm1', 'm2']);
    expect(noteIds.filter((id) => id.startsWith('n'))).toEqual([
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
    ]);
    // The held bass notes beginning inside it; not bar 1's, begun before the line.
    expect(noteIds.filter((id) => id.startsWith('b')).sort()).toEqual(['b1', 'b2']);
  });

  it('ends a line where its last note ends: the next bar and note are not lit', () => {
    const { measureIds, noteIds } = sungLineIds(fourBarTimeline(), { startQ: 4, endQ: 8 });
    expect(measureIds).toEqual(['m1']);
    expect(noteIds).not.toContain('n8');
    expect(noteIds).toContain('n7');
  });
});

describe('bringing the sung line into view', () => {
  const view = { scrollY: 3000, height: 800 };

  it('leaves the window where it is when the line’s bars are on screen', () => {
    expect(scrollTopToShow({ top: 0, bottom: 800 }, view)).toBeNull();
    expect(scrollTopToShow({ top: 300, bottom: 500 }, view)).toBeNull();
  });

  it('centres bars above or below the window (or partly out of it) when they fit', () => {
    // 200 px of bars 900 px above the window's top: they land 300 px down.
    expect(scrollTopToShow({ top: -900, bottom: -700 }, view)).toBe(3000 - 900 - 300);
    expect(scrollTopToShow({ top: 700, bottom: 900 }, view)).toBe(3000 + 700 - 300);
  });

  it('puts the top of bars taller than the window a quarter of the way down, never above the page', () => {
    expect(scrollTopToShow({ top: -1500, bottom: -400 }, view)).toBe(3000 - 1500 - 200);
    expect(scrollTopToShow({ top: -3200, bottom: -3000 }, view)).toBe(0);
  });
});
