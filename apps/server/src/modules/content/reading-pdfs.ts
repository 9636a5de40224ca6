import type { ContentTasks } from './content-tasks.js';
import { contentWork } from './content-work.js';
import type { ContentProductRow, ContentRepository } from './content.repository.js';
import { mediaLayout, type MediaStore } from './media-store.js';
import { readTextBlocks } from './reading-text.js';
import type { WorkerPool } from './worker-pool.js';

/**
 * PDFs of readings. A pdfRef 'reading-pages:<id>' is typeset from that product's reading pages
 * the first time it is asked for (the demo-media job asks ahead) and kept in the media store,
 * with its preview (the first page) beside it. A PDF of one page has no preview. Typesetting and
 * cutting run in the content workers.
 */
export function createReadingPdfs(
  repository: ContentRepository,
  store: MediaStore,
  work: WorkerPool<ContentTasks> = contentWork(),
) {
  async function typeset(product: ContentProductRow): Promise<void> {
    const sourceId = product.pdfRef?.startsWith('reading-pages:')
      ? product.pdfRef.slice('reading-pages:'.length)
      : undefined;
    if (!sourceId) throw new Error(`no way to make the PDF ${String(product.pdfRef)}`);
    const pages = await repository.findReadingPages(sourceId);
    const { pdf, preview } = await work.run('typesetReadingPdf', {
      title: product.title,
      subtitle: product.subtitle,
      sections: pages.map((page) => ({ title: page.title, blocks: readTextBlocks(page.html) })),
    });
    if (preview) await store.write(mediaLayout.readingPdfPreview(product.id), preview);
    await store.write(mediaLayout.readingPdf(product.id), pdf);
  }

  const isStored = async (path: string) => (await store.size(path)) !== undefined;

  /** The preview cut from a PDF already stored (one put there by hand, or whose preview went). */
  async function cutStoredPreview(product: ContentProductRow): Promise<void> {
    const pdf = await store.read(mediaLayout.readingPdf(product.id));
    const preview = pdf && (await work.run('previewOfPdf', pdf));
    if (preview) await store.write(mediaLayout.readingPdfPreview(product.id), preview);
  }

  return {
    /**
     * The relative path of the PDF (or of its preview), made now if it is not there yet; null
     * for the preview of a PDF too short to have one.
     */
    async ensure(
      product: ContentProductRow,
      options: { isPreview: boolean },
    ): Promise<string | null> {
      const full = mediaLayout.readingPdf(product.id);
      if (!(await isStored(full))) await typeset(product);
      else if (options.isPreview && !(await isStored(mediaLayout.readingPdfPreview(product.id))))
        await cutStoredPreview(product);
      if (!options.isPreview) return full;
      const preview = mediaLayout.readingPdfPreview(product.id);
      return (await isStored(preview)) ? preview : null;
    },
  };
}

export type ReadingPdfs = ReturnType<typeof createReadingPdfs>;
