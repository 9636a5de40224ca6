import { inflateSync } from 'node:zlib';

/**
 * The width and height (points) of a PDF's first page, read from the file's own MediaBox: the
 * page objects may sit in compressed object streams, so every Flate stream is inflated and searched.
 */
export function firstPdfPageSize(bytes: Buffer): { width: number; height: number } {
  const raw = bytes.toString('latin1');
  const texts = [raw];
  const streams = /stream\r?\n/g;
  for (let found = streams.exec(raw); found; found = streams.exec(raw)) {
    const start = found.index + found[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      texts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (or not one whole): a page's content, an image; no MediaBox there.
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  const box = /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/.exec(
    texts.join('\n'),
  );
  if (!box) throw new Error('the PDF names no MediaBox');
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: x1 - x0, height: y1 - y0 };
}
