import type { ContentProductRow, ContentRepository } from './content.repository.js';
import { mediaLayout, type MediaStore } from './media-store.js';
import { firstPageOf, typesetReadingPdf } from './reading-pdf.js';
import { readTextBlocks } from './reading-text.js';

/**
 * PDFs of readings. A pdfRef 'reading-pages:<id>' is typeset from that product's reading pages
 * the first time it is asked for (the demo-media job asks ahead) and kept in the media folder,
 * with its one-page preview beside it.
 */
export function createReadingPdfs(repository: ContentRepository, store: MediaStore) {
  async function typeset(product: ContentProductRow): Promise<void> {
    const sourceId = product.pdfRef?.startsWith('reading-pages:')
      ? product.pdfRef.slice('reading-pages:'.length)
      : undefined;
    if (!sourceId) throw new Error(`no way to make the PDF ${String(product.pdfRef)}`);
    const pages = await repository.findReadingPages(sourceId);
    const bytes = await typesetReadingPdf({
      title: product.title,
      subtitle: product.subtitle,
      sections: pages.map((page) => ({ title: page.title, blocks: readTextBlocks(page.html) })),
    });
    await store.write(mediaLayout.readingPdf(product.id), bytes);
    await store.write(mediaLayout.readingPdfPreview(product.id), await firstPageOf(bytes));
  }

  return {
    /** The relative path of the PDF (or its preview), made now if it is not there yet. */
    async ensure(product: ContentProductRow, options: { isPreview: boolean }): Promise<string> {
      const path = options.isPreview
        ? mediaLayout.readingPdfPreview(product.id)
        : mediaLayout.readingPdf(product.id);
      if ((await store.size(path)) === undefined) await typeset(product);
      return path;
    },
  };
}

export type ReadingPdfs = ReturnType<typeof createReadingPdfs>;
