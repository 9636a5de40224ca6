import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { previewOfPdf, typesetReadingPdf } from './reading-pdf.js';

async function pdfOfPages(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) pdf.addPage();
  return pdf.save();
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('the preview of a PDF', () => {
  it('is the first page of a PDF of several pages', async () => {
    const typeset = await typesetReadingPdf({
      title: 'Practice plan',
      subtitle: null,
      sections: [{ title: 'Posture', blocks: [{ kind: 'paragraph', text: 'Sit tall.' }] }],
    });
    expect(await pageCount(typeset)).toBeGreaterThanOrEqual(3);
    const preview = await previewOfPdf(typeset);
    expect(preview && (await pageCount(preview))).toBe(1);
    const twoPages = await previewOfPdf(await pdfOfPages(2));
    expect(twoPages && (await pageCount(twoPages))).toBe(1);
  });

  it('does not exist for a PDF of one page, which it would give whole', async () => {
    expect(await previewOfPdf(await pdfOfPages(1))).toBeNull();
  });
});
