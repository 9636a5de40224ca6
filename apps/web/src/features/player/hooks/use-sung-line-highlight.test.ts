import { describe, expect, it } from 'vitest';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { sungLineIds } from './use-sung-line-highlight';

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
