import { describe, expect, it } from 'vitest';
import { handWrittenPieces } from './hand-written-pieces.js';

/** How a title says it holds only part of a work. */
const EXCERPT_TITLE = /^Theme from |\((opening|first part|theme|verse|chorus|abridged)\)$/;

describe('hand-written pieces', () => {
  const pieces = handWrittenPieces();

  it('are each either complete or titled as the part of the work they are', () => {
    for (const { entry } of pieces) {
      if (entry.excerpt) expect(entry.title, entry.ref).toMatch(EXCERPT_TITLE);
      else expect(entry.title, entry.ref).not.toMatch(EXCERPT_TITLE);
    }
    // The examples: none of them is shown as a whole work any more.
    const titles = pieces.map(({ entry }) => entry.title);
    expect(titles).toContain('Für Elise, WoO 59 (opening)');
    expect(titles).toContain(
      'Theme from Twelve Variations on “Ah vous dirai-je, Maman”, K. 265 (opening)',
    );
    expect(titles).toContain('Theme from Symphony No. 40 in G minor, K. 550');
  });

  it('say how many bars an excerpt holds, and hold that many', () => {
    for (const { entry, build } of pieces) {
      if (!entry.excerpt) continue;
      const claimed = /bars 1–(\d+)|\((\d+) bars\)/.exec(entry.excerpt);
      expect(claimed, `${entry.ref} names its bars`).not.toBeNull();
      const score = build();
      const measures = score.parts[0]?.measures.length ?? 0;
      // An upbeat is a measure of its own, not one of the bars counted.
      const bars = measures - (score.pickupTicks > 0 ? 1 : 0);
      expect(Number(claimed?.[1] ?? claimed?.[2]), entry.ref).toBe(bars);
    }
  });

  it('print the title the catalogue shows on the score itself', () => {
    for (const { entry, build } of pieces) expect(build().title, entry.ref).toBe(entry.title);
  });
});
