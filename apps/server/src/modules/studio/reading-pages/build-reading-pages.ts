import path from 'node:path';
import {
  READING_PAGES_LIMITS,
  studioReadingPagesMessages as messages,
  type FieldError,
  type ReadingPageFileReport,
} from '@cadenza/domain';
import { AppError } from '../../../http/app-error.js';
import type { StoredReadingPage } from '../../content/reading-package.js';
import { bodyTextLength, parseHtml, textLength } from '../../content/html-fragment.js';
import { cleanPage, parsePage, type LinkTarget, type ParsedPage } from './page-html.js';
import { markdownToHtml } from './page-markdown.js';
import { extensionOf, isPageFile, type PageFile } from './page-files.js';

export interface BuiltReading {
  pages: StoredReadingPage[];
  report: ReadingPageFileReport[];
}

const IMAGE_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'avif',
  'bmp',
  'ico',
  'tif',
  'tiff',
]);
const ASSET_EXTENSIONS = new Set(['css', 'js', 'mjs']);

/** A contents file at the upload's root orders the pages instead of their names. */
const CONTENTS_NAMES = new Set(['toc', 'nav']);

/** Paths in natural order: 'chapter-2' before 'chapter-10'. */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => natural.compare(a.name, b.name);

const pagePath = (position: number) => `page-${String(position + 1)}.html`;

/** The one folder every file is in, if there is one ('book/' for a zipped folder). */
function commonFolder(names: readonly string[]): string {
  const [first] = names;
  const top = first?.includes('/') ? `${first.split('/')[0] ?? ''}/` : '';
  return top && names.every((name) => name.startsWith(top)) ? top : '';
}

const decoder = new TextDecoder('utf-8', { fatal: true });

interface ReadPage {
  file: PageFile;
  parsed: ParsedPage;
}

/**
 * The reading a set of uploaded files makes: every HTML or Markdown file one page, in natural
 * order of their paths unless a contents file (`toc` or `nav`, .html or .md, at the root) lists
 * them; titled by their first heading; links between them pointing at the pages; cleaned for the
 * viewer. Other files are left out, each with its reason. A page that cannot be used refuses
 * the whole upload (AppError with each file's reason): nothing is half replaced.
 */
export async function buildReadingPages(files: readonly PageFile[]): Promise<BuiltReading> {
  const root = commonFolder(files.map((file) => file.name));
  const relative = (file: PageFile) => file.name.slice(root.length);
  const leftOut: ReadingPageFileReport[] = [];
  const pageFiles: PageFile[] = [];
  let contentsFile: PageFile | null = null;
  for (const file of [...files].sort(byName)) {
    const extension = extensionOf(file.name);
    if (isPageFile(file.name)) {
      const base = relative(file)
        .toLowerCase()
        .replace(/\.[a-z]+$/, '');
      if (CONTENTS_NAMES.has(base) && !contentsFile) contentsFile = file;
      else pageFiles.push(file);
      continue;
    }
    const reason = IMAGE_EXTENSIONS.has(extension)
      ? messages.image
      : ASSET_EXTENSIONS.has(extension)
        ? messages.asset
        : messages.other;
    leftOut.push({
      file: file.name,
      outcome: 'left out',
      path: null,
      title: null,
      notes: [reason],
    });
  }
  if (pageFiles.length === 0)
    throw new AppError(
      'badRequest',
      messages.noPages,
      leftOut.map((entry) => ({ field: entry.file, message: entry.notes[0] ?? '' })),
    );
  if (pageFiles.length > READING_PAGES_LIMITS.pages)
    throw new AppError('badRequest', messages.tooManyPages(READING_PAGES_LIMITS.pages));

  // Read and parse every page; a page's problem is gathered with the others', all told at the end.
  const problems: FieldError[] = [];
  const read = async (file: PageFile): Promise<ParsedPage | null> => {
    if (file.bytes > READING_PAGES_LIMITS.pageKb * 1024) {
      problems.push({
        field: file.name,
        message: messages.pageTooLarge(READING_PAGES_LIMITS.pageKb),
      });
      return null;
    }
    let text: string;
    try {
      text = decoder.decode(await file.read()).replace(/^\uFEFF/, '');
    } catch (error) {
      problems.push({
        field: file.name,
        message:
          error instanceof TypeError
            ? messages.notUtf8
            : messages.damaged(error instanceof Error ? error.message : String(error)),
      });
      return null;
    }
    const isMarkdown = ['md', 'markdown'].includes(extensionOf(file.name));
    return parsePage(isMarkdown ? markdownToHtml(text) : text);
  };
  const pages: ReadPage[] = [];
  for (const file of pageFiles) {
    const parsed = await read(file);
    if (parsed) pages.push({ file, parsed });
  }
  const contents = contentsFile ? await read(contentsFile) : null;

  // The order: the contents file's links first (once each), then the others by name.
  const byPath = new Map(pages.map((page) => [page.file.name, page]));
  const resolveFile = (from: string, href: string): string | null => {
    if (/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(href)) return null;
    let target = href.replace(/[?#].*$/, '');
    try {
      target = decodeURIComponent(target);
    } catch {
      return null;
    }
    if (!target) return null;
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
    return joined.startsWith('..') ? null : joined;
  };
  const ordered: ReadPage[] = [];
  const contentsNotes: string[] = [];
  if (contentsFile && contents) {
    for (const href of contents.links) {
      const target = resolveFile(contentsFile.name, href);
      const page = target === null ? undefined : byPath.get(target);
      if (!page) {
        if (target !== null) contentsNotes.push(messages.contentsDeadLink(href));
        continue;
      }
      if (!ordered.includes(page)) ordered.push(page);
    }
  }
  const listed = ordered.length;
  for (const page of pages) if (!ordered.includes(page)) ordered.push(page);
  const pathOf = new Map(ordered.map((page, position) => [page.file.name, pagePath(position)]));

  const report: ReadingPageFileReport[] = [];
  const stored: StoredReadingPage[] = [];
  for (const [position, page] of ordered.entries()) {
    const resolve = (href: string): LinkTarget => {
      if (href.startsWith('#')) return { kind: 'drop' };
      if (href.startsWith('//')) return { kind: 'keep', href: `https:${href}` };
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
      if (scheme)
        return ['http', 'https', 'mailto'].includes(scheme)
          ? { kind: 'keep', href }
          : { kind: 'drop', removed: `${scheme}: links` };
      const target = resolveFile(page.file.name, href);
      const to = target === null ? undefined : pathOf.get(target);
      return to ? { kind: 'keep', href: to } : { kind: 'drop', note: messages.deadLink(href) };
    };
    const clean = cleanPage(page.parsed, resolve);
    const nodes = parseHtml(clean.html);
    if (textLength(nodes) === 0 || (bodyTextLength(nodes) === 0 && !page.parsed.title)) {
      problems.push({ field: page.file.name, message: messages.noText });
      continue;
    }
    const notes = [...clean.notes];
    const base = path.posix.basename(page.file.name).replace(/\.[a-z]+$/i, '');
    if (!page.parsed.title) notes.unshift(messages.titleFromFileName);
    if (contentsFile && position >= listed) notes.push(messages.notInContents);
    const title = page.parsed.title ?? base;
    const at = pagePath(position);
    stored.push({ path: at, title, html: clean.html });
    report.push({ file: page.file.name, outcome: 'page', path: at, title, notes });
  }
  if (problems.length)
    throw new AppError('badRequest', messages.pagesRefused(problems.length), problems);
  if (contentsFile)
    report.push({
      file: contentsFile.name,
      outcome: 'contents',
      path: null,
      title: null,
      notes: contentsNotes,
    });
  return { pages: stored, report: [...report, ...leftOut] };
}
