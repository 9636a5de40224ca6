import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  READING_PDF_MAX_BYTES,
  studioReadingPdfMessages,
  type StudioReadingPdfAnswer,
} from '@cadenza/domain';
import { AppError } from '../../../http/app-error.js';
import { spoolUpload } from '../../../lib/spool-upload.js';
import type { Viewer } from '../../../http/viewer.js';
import { mediaLayout, type MediaStore } from '../../content/media-store.js';
import type { InspectedPdf } from '../../content/reading-pdf.js';
import { UPLOADED_PDF } from '../../content/reading-pdfs.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import type { StudioReadingPdfRepository } from './studio-reading-pdf.repository.js';

export interface StudioReadingPdfDependencies {
  scopeOf(viewer: Viewer | null): Promise<StudioScope>;
  repository: StudioReadingPdfRepository;
  store: MediaStore;
  /** Reads the PDF on a content worker (`inspectPdf`). */
  inspect(bytes: Uint8Array): Promise<InspectedPdf>;
  /** Where an upload is spooled while it is checked (DATA_DIR/pdf-uploads). */
  spoolDir: string;
}

/** A PDF's first bytes: `%PDF-` and its version. */
const PDF_SIGNATURE = Buffer.from('%PDF-');

/** Stops reading at the limit: the rest of a too large upload is never written. */
const spoolLimit = {
  maxBytes: READING_PDF_MAX_BYTES,
  tooLarge: () =>
    new AppError(
      'payloadTooLarge',
      studioReadingPdfMessages.tooLarge(READING_PDF_MAX_BYTES / 1024 / 1024),
    ),
};

/**
 * PDFs of PDF readings uploaded in the studio: streamed to disk, checked whole (a PDF pdf.js
 * can read, not password-protected, with pages), stored in the media store named by their
 * content with their preview (the first page) beside them, and made the reading's PDF, served
 * by the content routes as the typeset ones are (the preview to non-subscribers).
 */
export function createStudioReadingPdfService(deps: StudioReadingPdfDependencies) {
  const { repository, store } = deps;

  async function editable(viewer: Viewer | null, productId: string) {
    const scope = await deps.scopeOf(viewer);
    const product = await repository.findProduct(productId);
    assertInScope(scope, productId, product);
    return product;
  }

  return {
    /** Checks who asks, what the product is and the type, before the body is read. */
    async accept(viewer: Viewer | null, productId: string, contentType: string | undefined) {
      const product = await editable(viewer, productId);
      if (product.type !== 'readingPdf')
        throw new AppError('badRequest', studioReadingPdfMessages.notPdfReading);
      const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== 'application/pdf')
        throw new AppError('badRequest', studioReadingPdfMessages.notPdf);
    },

    async readingPdf(viewer: Viewer | null, productId: string): Promise<StudioReadingPdfAnswer> {
      const product = await editable(viewer, productId);
      const name = product.pdfRef?.startsWith(UPLOADED_PDF)
        ? product.pdfRef.slice(UPLOADED_PDF.length)
        : undefined;
      const bytes = name && (await store.size(mediaLayout.uploadedReadingPdf(productId, name)));
      return { pdf: bytes ? { bytes, pages: null } : null };
    },

    /** Spools, checks and stores the PDF, then makes it the reading's; a refusal changes nothing. */
    async upload(
      viewer: Viewer | null,
      productId: string,
      body: Readable,
    ): Promise<StudioReadingPdfAnswer> {
      await editable(viewer, productId);
      await mkdir(deps.spoolDir, { recursive: true });
      const file = path.join(deps.spoolDir, randomUUID());
      try {
        const size = await spoolUpload(body, file, spoolLimit);
        if (size === 0) throw new AppError('badRequest', studioReadingPdfMessages.empty);
        // Read whole once, as pdf-lib must (at most READING_PDF_MAX_BYTES).
        const bytes = await readFile(file);
        if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
          throw new AppError('badRequest', studioReadingPdfMessages.unreadable);
        const inspected = await deps.inspect(bytes);
        if (!inspected.ok)
          throw new AppError('badRequest', studioReadingPdfMessages[inspected.reason]);
        const name = createHash('sha256').update(bytes).digest('hex');
        // The preview first: a reader that finds the PDF finds its preview too.
        if (inspected.preview)
          await store.write(
            mediaLayout.uploadedReadingPdfPreview(productId, name),
            inspected.preview,
          );
        await store.write(mediaLayout.uploadedReadingPdf(productId, name), bytes);
        await repository.setPdfRef(productId, `${UPLOADED_PDF}${name}`);
        return { pdf: { bytes: size, pages: inspected.pages } };
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

export type StudioReadingPdfService = ReturnType<typeof createStudioReadingPdfService>;
