import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hintFirstScorePage, pieceScoreFrameWidth } from './first-page-hint';

describe('the piece page’s early first-page request', () => {
  // What the hint adds to the head, kept here: the test environment would fetch a preload.
  let added: Node[] = [];
  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((node) => typeof node !== 'string'));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.pushState({}, '', '/');
  });

  it('is the player frame’s width: the window’s up to the wide limit, less the page’s and the frame’s padding and any scrollbar', () => {
    expect(pieceScoreFrameWidth(1280, 0)).toBe(1224);
    expect(pieceScoreFrameWidth(1280, 15)).toBe(1209);
    expect(pieceScoreFrameWidth(2560, 15)).toBe(1544);
    expect(pieceScoreFrameWidth(820.5, 0)).toBe(764);
  });

  it('preloads the first page at that size, with the credentials the player’s request sends', () => {
    window.history.pushState({}, '', '/pieces/abc-123');
    hintFirstScorePage();
    expect(added).toHaveLength(1);
    const [link] = added as HTMLLinkElement[];
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('fetch');
    expect(link?.crossOrigin).toBe('use-credentials');
    const height = Math.max(600, window.innerHeight - 220);
    const width = pieceScoreFrameWidth(window.innerWidth, 0);
    expect(link?.href).toBe(
      `${window.location.origin}/api/products/abc-123/first-page.svg?width=${String(width)}&height=${String(height)}`,
    );
  });

  it('asks for nothing on other pages', () => {
    for (const path of ['/volumes/abc', '/pieces/abc/extra', '/pieces/', '/']) {
      window.history.pushState({}, '', path);
      hintFirstScorePage();
    }
    expect(added).toEqual([]);
  });
});
