import { READING_PAGES_LIMITS } from '@cadenza/domain';

/** What the studio's Pages section says (its own words; the spec quotes none). */
export const studioReadingPagesText = {
  heading: 'Pages',
  intro: `Upload the reading’s pages: HTML or Markdown files, or one zip of them (at most ${String(READING_PAGES_LIMITS.uploadMb)} MB, ${String(READING_PAGES_LIMITS.pages)} pages). Each file is a page, titled by its first heading, in the order of the file names (or of a toc.html or toc.md that links to them); links between them keep working. Images, scripts and styles are left out. The upload replaces every page; subscribers read them all, others the opening of the first.`,
  loading: 'Loading the pages…',
  none: 'No pages yet.',
  current: (count: number) => `The reading’s ${String(count)} ${count === 1 ? 'page' : 'pages'}:`,
  fileLabel: 'HTML, Markdown or zip files',
  upload: 'Upload pages',
  progress: 'Upload progress',
  done: (count: number) =>
    `Uploaded: ${String(count)} ${count === 1 ? 'page' : 'pages'}, readers see them now.`,
  openReading: 'Open the reading',
  reportHeading: 'What became of each file',
  outcome: {
    page: (path: string) => `page ${path.replace(/^page-(\d+)\.html$/, '$1')}`,
    contents: 'ordered the pages',
    leftOut: 'left out',
  },
  noNotes: 'no warnings',
} as const;

export const studioReadingPagesFileMessages = {
  notPageFile: (name: string) => `${name}: choose HTML (.html, .htm), Markdown (.md) or zip files.`,
  empty: (name: string) => `${name} is empty.`,
  zipNotAlone: 'A zip goes on its own: choose either one zip or HTML and Markdown files.',
  tooLarge: `An upload is at most ${String(READING_PAGES_LIMITS.uploadMb)} MB.`,
  tooMany: `An upload holds at most ${String(READING_PAGES_LIMITS.files)} files.`,
} as const;
