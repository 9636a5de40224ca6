import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import styles from './reading.module.css';

interface PdfPagesProps {
  document: PDFDocumentProxy;
  width: number;
}

/** Draws the PDF page by page into canvases `width` CSS pixels wide (sharp on high-density screens). */
export function PdfPages({ document, width }: PdfPagesProps) {
  const pages = Array.from({ length: document.numPages }, (_, index) => index + 1);
  return (
    <div className={styles.pdfPages} style={{ width }}>
      {pages.map((number) => (
        <PdfPage key={number} document={document} number={number} width={width} />
      ))}
    </div>
  );
}

function PdfPage({
  document,
  number,
  width,
}: {
  document: PDFDocumentProxy;
  number: number;
  width: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The width the canvas was last fully drawn at (null: not yet drawn).
  const [renderedWidth, setRenderedWidth] = useState<number | null>(null);
  useEffect(() => {
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']> | undefined;
    let isCancelled = false;
    void document.getPage(number).then((page) => {
      const target = canvas.current;
      if (isCancelled || !target) return;
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      // The height follows the page's own proportions, whatever width the canvas is shown at.
      target.style.width = `${String(width)}px`;
      target.style.aspectRatio = `${String(unscaled.width)} / ${String(unscaled.height)}`;
      const context = target.getContext('2d');
      if (!context) return;
      task = page.render({ canvasContext: context, viewport });
      task.promise.then(
        () => {
          setRenderedWidth(width);
        },
        (error: unknown) => {
          // Spec §8: a cancelled page render (a resize, leaving the page) is only logged.
          console.info('PDF page rendering stopped', error);
        },
      );
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [document, number, width]);
  return (
    <canvas
      ref={canvas}
      className={styles.pdfPage}
      data-testid="pdf-page"
      data-rendered={renderedWidth === null ? 'false' : 'true'}
      data-rendered-width={renderedWidth ?? undefined}
      aria-label={`Page ${String(number)}`}
      role="img"
    />
  );
}
