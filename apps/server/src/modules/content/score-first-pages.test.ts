import type { LoadedScore } from '@cadenza/music/scores';
import { describe, expect, it } from 'vitest';
import { createScoreFirstPages, firstPageKey } from './score-first-pages.js';
import type { ScoreFacts } from './score-preview.js';

function setUp() {
  const engraved: { content: string; isWhole: boolean; width: number }[] = [];
  const scores = new Map<string, string>([
    ['import:v1', 'FULL v1'],
    ['import:v2', 'FULL v2'],
  ]);
  const pages = createScoreFirstPages({
    loadScore: (ref) => {
      const content = scores.get(ref);
      return Promise.resolve(content ? { format: 'musicxml', content } : undefined);
    },
    scoreFacts: {
      get: (ref) => {
        const content = scores.get(ref);
        const facts: ScoreFacts | undefined = content
          ? {
              format: 'musicxml',
              fullMeasureCount: 16,
              preview: { measureCount: 8, content: `PREVIEW of ${content}` },
            }
          : undefined;
        return Promise.resolve(facts);
      },
    },
    engrave: (input: { score: LoadedScore; width: number; isWhole: boolean }) => {
      engraved.push({ content: input.score.content, isWhole: input.isWhole, width: input.width });
      return Promise.resolve(`<svg>${input.score.content} at ${String(input.width)}</svg>`);
    },
  });
  return { pages, engraved };
}

describe('first pages kept per score version, entitlement and viewer size', () => {
  it('engraves a preview from the preview’s text only, and the full page from the score', async () => {
    const { pages, engraved } = setUp();
    const size = { width: 900, height: 700 };
    expect(await pages.get({ ref: 'import:v1', isPreview: true, ...size })).toBe(
      '<svg>PREVIEW of FULL v1 at 900</svg>',
    );
    expect(await pages.get({ ref: 'import:v1', isPreview: false, ...size })).toBe(
      '<svg>FULL v1 at 900</svg>',
    );
    expect(engraved).toEqual([
      { content: 'PREVIEW of FULL v1', isWhole: true, width: 900 },
      { content: 'FULL v1', isWhole: false, width: 900 },
    ]);
  });

  it('engraves once per key: a new version or size is engraved anew, a repeat is not', async () => {
    const { pages, engraved } = setUp();
    const request = { ref: 'import:v1', isPreview: true, width: 900, height: 700 };
    await Promise.all([pages.get(request), pages.get(request)]);
    await pages.get(request);
    expect(engraved).toHaveLength(1);
    expect(await pages.get({ ...request, ref: 'import:v2' })).toContain('v2');
    await pages.get({ ...request, width: 600 });
    await pages.get({ ...request, height: 500 });
    expect(engraved).toHaveLength(4);
  });

  it('has nothing for an unknown score', async () => {
    const { pages, engraved } = setUp();
    expect(
      await pages.get({ ref: 'import:none', isPreview: false, width: 900, height: 700 }),
    ).toBeUndefined();
    expect(engraved).toHaveLength(0);
  });

  it('keys by version, entitlement and size', () => {
    const key = firstPageKey({ ref: 'import:abc', isPreview: true, width: 900, height: 700 });
    expect(key).toMatch(/^\d+:import:abc:preview:900x700$/);
    expect(firstPageKey({ ref: 'import:abc', isPreview: false, width: 900, height: 700 })).not.toBe(
      key,
    );
  });
});
