import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { studioProductParamsSchema } from './studio.js';

/** What one upload of a navigated reading's pages may hold. */
export const READING_PAGES_LIMITS = {
  /** The upload as sent (the files, or the zip). */
  uploadMb: 20,
  /** What a zip may unpack to, all its files together. */
  unpackedMb: 50,
  /** One page's file (HTML or Markdown). */
  pageKb: 1024,
  /** Pages in one reading. */
  pages: 200,
  /** Files in one upload or zip, pages or not. */
  files: 1000,
} as const;

/** The page files a navigated reading is made of, by extension. */
export const READING_PAGE_EXTENSIONS = ['html', 'htm', 'xhtml', 'md', 'markdown'] as const;

/** Server messages of navigated readings' page uploads (the `message`, or a file's). */
export const studioReadingPagesMessages = {
  notNavigated: 'only a navigated reading (readingNavigated) takes pages',
  notMultipart:
    'send the pages as multipart/form-data: `files`, HTML or Markdown files or one zip of them',
  unknownField: (name: string) => `unexpected form field ${name}: send the pages as \`files\``,
  badFileName: (name: string) => `${name || 'a file without a name'}: not a usable file name`,
  noFiles: 'the upload is empty: choose HTML or Markdown files, or a zip of them',
  zipNotAlone: 'send one zip on its own, or HTML and Markdown files without a zip',
  notPageFile: (file: string) =>
    `${file}: not a page (HTML .html/.htm or Markdown .md) or a zip of pages`,
  uploadTooLarge: (maxMegabytes: number) =>
    `an upload of pages is at most ${String(maxMegabytes)} MB`,
  tooManyFiles: (max: number) => `an upload holds at most ${String(max)} files`,
  tooManyPages: (max: number) => `a reading has at most ${String(max)} pages`,
  notZip: (detail: string) => `the zip could not be read (${detail})`,
  unpackedTooLarge: (maxMegabytes: number) =>
    `the zip unpacks to more than ${String(maxMegabytes)} MB`,
  noPages: 'the upload holds no page: HTML (.html, .htm) or Markdown (.md) files',
  pagesRefused: (count: number) =>
    `${String(count)} ${count === 1 ? 'page' : 'pages'} could not be used, so nothing changed`,
  /** A page file's problems (one of the `errors` of pagesRefused). */
  pageTooLarge: (maxKilobytes: number) => `a page is at most ${String(maxKilobytes)} KB`,
  notUtf8: 'not UTF-8 text: save it as UTF-8',
  noText: 'no text to show once what a reading may not hold is removed',
  damaged: (detail: string) => `could not be unpacked (${detail})`,
  /** Files left out of the reading (the upload goes ahead without them). */
  image: 'an image: the reading viewer shows text and links only (no images), so it was left out',
  asset: 'a stylesheet or script: readings are shown in Cadenza’s own style, so it was left out',
  other: 'not an HTML or Markdown page, so it was left out',
  /** Notes on a page that went in. */
  titleFromFileName: 'no heading: titled with its file name (begin the page with a heading)',
  imageDropped: (source: string) =>
    `an image (${source || 'without a source'}) was left out: the reader shows no images`,
  deadLink: (href: string) =>
    `the link to ${href} leads to no page of this upload: its text is kept, without the link`,
  removed: (what: readonly string[]) => `removed what a reading may not hold: ${what.join(', ')}`,
  notInContents: 'not listed in the contents file: placed after the pages it lists',
  contentsDeadLink: (href: string) => `lists ${href}, which is not a page of this upload`,
} as const;

export const studioReadingPageSchema = z.object({
  /** The page's address within the reading ('page-1.html'): its navigation href. */
  path: z.string(),
  title: z.string(),
});
export type StudioReadingPage = z.infer<typeof studioReadingPageSchema>;

/** A navigated reading's pages, in order. */
export const studioReadingPagesSchema = z.object({
  pages: z.array(studioReadingPageSchema),
});
export type StudioReadingPages = z.infer<typeof studioReadingPagesSchema>;

/** What became of one uploaded file. */
export const readingPageFileReportSchema = z.object({
  /** Its name as uploaded (its path within the zip). */
  file: z.string(),
  /** A page of the reading, the contents file that ordered them, or left out. */
  outcome: z.enum(['page', 'contents', 'left out']),
  /** The page it became. */
  path: z.string().nullable(),
  title: z.string().nullable(),
  /** Warnings about the page, or why the file was left out. */
  notes: z.array(z.string()),
});
export type ReadingPageFileReport = z.infer<typeof readingPageFileReportSchema>;

export const studioReadingPagesUploadSchema = studioReadingPagesSchema.extend({
  /** Every uploaded file, in the pages' order, files left out last. */
  report: z.array(readingPageFileReportSchema),
});
export type StudioReadingPagesUpload = z.infer<typeof studioReadingPagesUploadSchema>;

/** A navigated reading's pages. */
export const studioReadingPagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/reading-pages',
  params: studioProductParamsSchema,
  response: { 200: studioReadingPagesSchema },
});

/**
 * Replaces a navigated reading's pages (multipart/form-data `files`: HTML or Markdown files, or
 * one zip of them): each file a page, titled by its first heading, sanitised; all or nothing.
 */
export const uploadStudioReadingPagesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/reading-pages',
  params: studioProductParamsSchema,
  response: { 200: studioReadingPagesUploadSchema },
});
