import { engraveFirstPage } from '@cadenza/music/media';
import { previewOfPdf, typesetReadingPdf, type ReadingPdfContent } from './reading-pdf.js';
import { describeScore } from './score-preview.js';
import type { TaskTable } from './worker-pool.js';

/**
 * The content module's CPU-heavy work, run in the content worker (`content-work.ts`) so that
 * no request waits behind it: reading and cutting scores, engraving their openings,
 * typesetting and cutting PDFs.
 */
export const contentTasks = {
  describeScore,
  engraveFirstPage,
  /** A reading's PDF and its preview (null when it is too short to have one). */
  async typesetReadingPdf(content: ReadingPdfContent) {
    const pdf = await typesetReadingPdf(content);
    return { pdf, preview: await previewOfPdf(pdf) };
  },
  previewOfPdf,
} satisfies TaskTable;

export type ContentTasks = typeof contentTasks;
