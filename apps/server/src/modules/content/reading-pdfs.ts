import { contentMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { ContentTasks } from './content-tasks.js';
import { contentWork } from './content-work.js';
import type { ContentProductRow, ContentRepository } from './content.repository.js';
import { mediaLayout, type MediaStore } from './media-store.js';
import { readTextBlocks } from './reading-text.js';
import type { WorkerPool } from './worker-pool.js';

/** The `pdf_ref` of a PDF uploaded in the studio: 'upload:<sha-256 of its bytes>'. */
export const UPLOADED_PDF = 'upload:';

/**
 * PDFs of readings. A pdfRef 'reading-pages:<id>' is typeset from that product's reading pages
 * the first time it is asked for (the demo-media job asks ahead) and kept in the media store,
 * with its preview (the first page) beside it; a pdfRef 'upload:<name>' is a PDF uploaded in
 * the studio, stored with its preview when it was checked. A PDF of one page has no preview.
 * Typesetting and cutting run in the content workers.
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

  /** Cuts the preview of a stored PDF (one put there by hand, or whose preview went). */
  async function cutStoredPreview(full: string, preview: string): Promise<void> {
    const pdf = await store.read(full);
    const cut = pdf && (await work.run('previewOfPdf', pdf));
    if (cut) await store.write(preview, cut);
  }

  /** Where the product's PDF and its preview are: typeset here, or uploaded (named by content). */
  function pathsOf(product: ContentProductRow): { full: string; preview: string } {
    const uploaded = product.pdfRef?.startsWith(UPLOADED_PDF)
      ? product.pdfRef.slice(UPLOADED_PDF.length)
      : undefined;
    return uploaded
      ? {
          full: mediaLayout.uploadedReadingPdf(product.id, uploaded),
          preview: mediaLayout.uploadedReadingPdfPreview(product.id, uploaded),
        }
      : {
          full: mediaLayout.readingPdf(product.id),
          preview: mediaLayout.readingPdfPreview(product.id),
        };
  }

  return {
    /**
     * The relative path of the PDF (or of its preview), made now if it is not there yet; null
     * for the preview of a PDF too short to have one. An uploaded PDF that is not stored is
     * not made here: a 404 saying its file is missing.
     */
    async ensure(
      product: ContentProductRow,
      options: { isPreview: boolean },
    ): Promise<string | null> {
      const { full, preview } = pathsOf(product);
      if (!(await isStored(full))) {
        if (product.pdfRef?.startsWith(UPLOADED_PDF))
          throw new AppError('notFound', contentMessages.mediaFileMissing(product.id));
        await typeset(product);
      } else if (options.isPreview && !(await isStored(preview)))
        await cutStoredPreview(full, preview);
      if (!options.isPreview) return full;
      return (await isStored(preview)) ? preview : null;
    },
  };
}

export type ReadingPdfs = ReturnType<typeof createReadingPdfs>;
