import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TextBlock } from './reading-text.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 64;
const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.42, 0.42, 0.48);

/** The standard PDF fonts speak WinAnsi only: characters outside it are spelled out or dropped. */
function toWinAnsi(text: string): string {
  return text
    .replaceAll('♭', 'b')
    .replaceAll('♯', '#')
    .replaceAll('♮', '')
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
      '',
    );
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Cursor {
  page: PDFPage;
  y: number;
}

export interface ReadingPdfContent {
  title: string;
  subtitle: string | null;
  /** The reading's pages, each a list of blocks. */
  sections: { title: string; blocks: TextBlock[] }[];
}

/**
 * A printable reading: a title page, the reading's text, then a practice log to fill in by hand.
 * Always at least three pages, so that the one-page preview is a real cut.
 */
export async function typesetReadingPdf(content: ReadingPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(content.title));
  pdf.setCreator('Cadenza');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = A4.width - 2 * MARGIN;

  const cover = pdf.addPage([A4.width, A4.height]);
  cover.drawText(toWinAnsi(content.title), {
    x: MARGIN,
    y: A4.height / 2 + 40,
    size: 30,
    font: bold,
    color: INK,
  });
  if (content.subtitle) {
    cover.drawText(toWinAnsi(content.subtitle), {
      x: MARGIN,
      y: A4.height / 2,
      size: 16,
      font: regular,
      color: MUTED,
    });
  }
  cover.drawText('Cadenza Editions', {
    x: MARGIN,
    y: MARGIN,
    size: 11,
    font: regular,
    color: MUTED,
  });

  let cursor: Cursor = { page: pdf.addPage([A4.width, A4.height]), y: A4.height - MARGIN };
  const write = (
    text: string,
    options: { font: PDFFont; size: number; indent?: number; gapAfter: number },
  ) => {
    const indent = options.indent ?? 0;
    for (const line of wrap(toWinAnsi(text), options.font, options.size, textWidth - indent)) {
      if (cursor.y - options.size < MARGIN)
        cursor = { page: pdf.addPage([A4.width, A4.height]), y: A4.height - MARGIN };
      cursor.y -= options.size * 1.35;
      cursor.page.drawText(line, {
        x: MARGIN + indent,
        y: cursor.y,
        size: options.size,
        font: options.font,
        color: INK,
      });
    }
    cursor.y -= options.gapAfter;
  };
  for (const section of content.sections) {
    write(section.title, { font: bold, size: 18, gapAfter: 10 });
    for (const block of section.blocks) {
      if (block.kind === 'heading' && block.text === section.title) continue;
      if (block.kind === 'heading') write(block.text, { font: bold, size: 14, gapAfter: 6 });
      else if (block.kind === 'bullet')
        write(`\u2022  ${block.text}`, { font: regular, size: 11.5, indent: 12, gapAfter: 4 });
      else write(block.text, { font: regular, size: 11.5, gapAfter: 8 });
    }
    cursor.y -= 12;
  }

  drawPracticeLog(pdf.addPage([A4.width, A4.height]), { regular, bold });
  return pdf.save();
}

function drawPracticeLog(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }): void {
  page.drawText('Practice log', {
    x: MARGIN,
    y: A4.height - MARGIN - 18,
    size: 18,
    font: fonts.bold,
    color: INK,
  });
  const columns = ['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const top = A4.height - MARGIN - 60;
  const columnWidth = (A4.width - 2 * MARGIN) / columns.length;
  const rowHeight = 40;
  columns.forEach((label, index) => {
    page.drawText(label, {
      x: MARGIN + index * columnWidth + 6,
      y: top + 8,
      size: 10,
      font: fonts.bold,
      color: INK,
    });
  });
  for (let row = 0; row <= 12; row += 1) {
    const y = top - row * rowHeight;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: MUTED,
    });
    if (row < 12)
      page.drawText(String(row + 1), {
        x: MARGIN + 6,
        y: y - 24,
        size: 10,
        font: fonts.regular,
        color: MUTED,
      });
  }
}

/**
 * A PDF's preview: its first page as a PDF of its own, or null for a PDF of one page (or none),
 * whose first page would be the whole of it.
 */
export async function previewOfPdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  const source = await PDFDocument.load(bytes);
  if (source.getPageCount() < 2) return null;
  const preview = await PDFDocument.create();
  const [first] = await preview.copyPages(source, [0]);
  if (first) preview.addPage(first);
  preview.setTitle(source.getTitle() ?? 'Preview');
  return preview.save();
}

/** What an uploaded file is as a PDF: readable with its pages and preview, or why not. */
export type InspectedPdf =
  | { ok: true; pages: number; preview: Uint8Array | null }
  | { ok: false; reason: 'unreadable' | 'encrypted' | 'noPages' };

/**
 * Reads an uploaded PDF whole, as pdf.js will in the reader: one that does not parse, is
 * password-protected or has no pages is refused; otherwise its pages and preview (the first
 * page, none for a one-page PDF).
 */
export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  let source: PDFDocument;
  try {
    // An object it cannot read refuses the file (pdf-lib would otherwise skip it, and warn).
    source = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
  } catch (error) {
    // pdf-lib's EncryptedPDFError, told by its message (its class is not the one exported).
    const isEncrypted = error instanceof Error && error.message.includes('is encrypted');
    return { ok: false, reason: isEncrypted ? 'encrypted' : 'unreadable' };
  }
  const pages = source.getPageCount();
  if (pages === 0) return { ok: false, reason: 'noPages' };
  return { ok: true, pages, preview: await previewOfPdf(bytes) };
}
