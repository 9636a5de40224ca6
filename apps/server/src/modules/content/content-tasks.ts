import { alignScoreRecording, ALIGN_RATE } from '@cadenza/music/align';
import {
  engraveFirstPage,
  renderFilms,
  renderPronunciation,
  renderRecording,
  renderStems,
} from '@cadenza/music/media';
import {
  inspectPdf,
  previewOfPdf,
  typesetReadingPdf,
  type ReadingPdfContent,
} from './reading-pdf.js';
import { engraveViewerFirstPage } from './score-first-page.js';
import { describeScore } from './score-preview.js';
import type { TaskTable } from './worker-pool.js';

/**
 * The content module's CPU-heavy work, run in the content worker (`content-work.ts`) so that
 * no request waits behind it: reading and cutting scores, engraving their openings and the viewer's first pages,
 * typesetting and cutting PDFs; and, in a pool of their own, rendering demo media (recordings,
 * stems, films, pronunciation guides), which the demo-media jobs then store.
 */
export const contentTasks = {
  describeScore,
  engraveFirstPage,
  engraveViewerFirstPage,
  /** A reading's PDF and its preview (null when it is too short to have one). */
  async typesetReadingPdf(content: ReadingPdfContent) {
    const pdf = await typesetReadingPdf(content);
    return { pdf, preview: await previewOfPdf(pdf) };
  },
  previewOfPdf,
  /** An uploaded PDF checked (readable, not encrypted, with pages) and its preview. */
  inspectPdf,
  /** A recording (mono samples at the alignment's rate) aligned to its score: the sync map. */
  alignRecording: (input: {
    score: Parameters<typeof alignScoreRecording>[0];
    samples: Float32Array;
  }) => alignScoreRecording(input.score, { samples: input.samples, sampleRate: ALIGN_RATE }),
  renderRecording,
  renderStems,
  /** Takes the cameras as a plain list (arguments cross the thread as one cloneable value). */
  renderFilms: (input: {
    score: Parameters<typeof renderFilms>[0];
    cameras: Parameters<typeof renderFilms>[1];
    soundtrack: Parameters<typeof renderFilms>[2];
  }) => renderFilms(input.score, input.cameras, input.soundtrack),
  renderPronunciation: (input: {
    score: Parameters<typeof renderPronunciation>[0];
    language: string;
  }) => renderPronunciation(input.score, input.language),
} satisfies TaskTable;

export type ContentTasks = typeof contentTasks;
