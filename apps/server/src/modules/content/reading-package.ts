import type { ReadingPackage } from '@cadenza/domain';

export interface StoredReadingPage {
  path: string;
  title: string;
  html: string;
}

/** A reading's package: every page when full, the first page (and its menu entry) in a preview. */
export function buildReadingPackage(
  productId: string,
  pages: readonly StoredReadingPage[],
  isPreview: boolean,
): ReadingPackage {
  const shown = isPreview ? pages.slice(0, 1) : pages;
  return {
    kind: 'reading',
    productId,
    isPreview,
    files: Object.fromEntries(shown.map((page) => [page.path, { data: page.html }])),
    navigation: shown.map((page) => ({ title: page.title, href: page.path })),
    fullPageCount: pages.length,
  };
}
