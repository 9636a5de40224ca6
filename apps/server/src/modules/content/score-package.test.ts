import { BROWSER_SCORE_MAX_BYTES, scorePackageSchema } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { buildFullScorePackage } from './score-package.js';

const packageOf = (content: string) =>
  buildFullScorePackage({
    productId: 'piece-1',
    score: { format: 'musicxml', content },
    facts: { format: 'musicxml', fullMeasureCount: 12, preview: { measureCount: 4, content: '' } },
    recording: undefined,
    translation: null,
    pronunciation: undefined,
  });

describe('the full score package', () => {
  it('sends a score the browser can lay out', () => {
    const sent = packageOf('<score-partwise/>');
    expect(sent.score).toBe('<score-partwise/>');
    expect(sent.isTooLargeForBrowser).toBeUndefined();
    expect(scorePackageSchema.parse(sent)).toEqual(sent);
  });

  it('withholds a score larger than the browser limit and says why', () => {
    const sent = packageOf(
      `<score-partwise>${'x'.repeat(BROWSER_SCORE_MAX_BYTES)}</score-partwise>`,
    );
    expect(sent.score).toBe('');
    expect(sent.isTooLargeForBrowser).toBe(true);
    expect(sent.fullMeasureCount).toBe(12);
    expect(scorePackageSchema.parse(sent)).toEqual(sent);
  });
});
