import { scorePageOptions } from '@cadenza/domain';
import { engraveScorePage } from '@cadenza/music/media';
import { longPianoScore } from '@cadenza/music/testing';
import { describe, expect, it } from 'vitest';
import { numberedMusicXml } from '../../../test/content/content-fixtures.js';
import { engraveViewerFirstPage } from './score-first-page.js';

/**
 * Verovio names elements at random on each load (its styles and milestone classes name them):
 * pages compare without those names and styles (the viewer moves the styles out).
 */
const withoutIds = (svg: string) =>
  svg
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/\b(id|href)="[^"]*"/g, '')
    .replace(/(Milestone(?:End)?) [a-z0-9]+"/g, '$1"');

describe('the viewer’s first page, engraved on the server', () => {
  it('is the first page of the whole score as the viewer lays it out, from the first bars only', async () => {
    for (const content of [numberedMusicXml(400), longPianoScore({ notes: 3000 })]) {
      const score = { format: 'musicxml' as const, content };
      const whole = await engraveScorePage({
        score,
        options: scorePageOptions(900, 640),
        page: 1,
      });
      expect(whole.pageCount).toBeGreaterThan(3);
      const first = await engraveViewerFirstPage({
        score,
        width: 900,
        height: 640,
        isWhole: false,
      });
      expect(withoutIds(first)).toBe(withoutIds(whole.svg));
    }
  });

  it('engraves a short score, or one marked whole, as it is', async () => {
    const score = { format: 'musicxml' as const, content: numberedMusicXml(12) };
    const whole = await engraveScorePage({ score, options: scorePageOptions(700, 600), page: 1 });
    for (const isWhole of [true, false]) {
      const first = await engraveViewerFirstPage({ score, width: 700, height: 600, isWhole });
      expect(withoutIds(first)).toBe(withoutIds(whole.svg));
      expect(first).toContain('bar-12<');
    }
  });

  it('resets the options another engraving left behind', async () => {
    const score = { format: 'musicxml' as const, content: numberedMusicXml(12) };
    const before = await engraveViewerFirstPage({ score, width: 700, height: 600, isWhole: true });
    await engraveScorePage({ score, options: { header: 'none', scale: 80 }, page: 1 });
    const after = await engraveViewerFirstPage({ score, width: 700, height: 600, isWhole: true });
    expect(withoutIds(after)).toBe(withoutIds(before));
  });
});
