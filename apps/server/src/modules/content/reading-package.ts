import type { ReadingPackage } from '@cadenza/domain';
import { readingPreviewHtml } from './reading-preview.js';

export interface StoredReadingPage {
  path: string;
  title: string;
  html: string;
}

/**
 * A reading's package: every page when full; in a preview, the opening of the first page (and
 * its menu entry), or no page at all when the reading has no honest preview.
 */
export function buildReadingPackage(
  productId: string,
  pages: readonly StoredReadingPage[],
  isPreview: boolean,
): ReadingPackage {
  const shown = isPreview ? previewPages(pages) : pages;
  return {
    kind: 'reading',
    productId,
    isPreview,
    files: Object.fromEntries(shown.map((page) => [page.path, { data: page.html }])),
    navigation: shown.map((page) => ({ title: page.title, href: page.path })),
    fullPageCount: pages.length,
  };
}

function previewPages(pages: readonly StoredReadingPage[]): StoredReadingPage[] {
  const [first] = pages;
  const html = readingPreviewHtml(pages);
  return first && html !== null ? [{ ...first, html }] : [];
}
