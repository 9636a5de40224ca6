import { contentClientMessages, type Product } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { mediaUrl } from '../../../lib/media-url';
import { useUserSettings } from '../../../lib/user-settings';
import { useElementWidth } from '../../../lib/use-element-width';
import { useWindowWidth } from '../hooks/use-window-width';
import { loadPdfJs } from '../pdfjs';
import { fittedMaxPdfWidth, minPdfWidth, pdfWidth } from '../pdf-width';
import { PdfPages } from './pdf-pages';
import { WidthMarkers } from './width-markers';
import styles from './reading.module.css';

/**
 * A readingPdf: its PDF (the whole one for a subscriber, the first page otherwise: the server
 * decides) fetched once, drawn by pdf.js page by page at the reader's chosen width. A one-page
 * PDF has no preview: the server refuses a visitor who may not have it, and the page's subscribe
 * prompt is all there is to show.
 */
export function PdfReader({ product, isPermitted }: { product: Product; isPermitted: boolean }) {
  const url = product.pdf?.url;
  const windowWidth = useWindowWidth();
  const preferred = useUserSettings((settings) => settings.preferredReadingPdfWidth);
  const setPreferred = useUserSettings((settings) => settings.setPreferredReadingPdfWidth);
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [renderError, setRenderError] = useState(false);

  useEffect(() => {
    if (!url) console.info(contentClientMessages.noPdfUrl);
  }, [url]);

  // Spec §4: a product's PDF is fetched once; leaving it (gcTime 0) clears it.
  const bytes = useQuery({
    queryKey: ['reading-pdf', product.id],
    enabled: url !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(mediaUrl(url ?? ''), { credentials: 'include', signal });
      if (!isPermitted && isRefusal(response.status)) return null;
      if (!response.ok) throw new Error(contentClientMessages.errorLoadingPdf);
      return new Uint8Array(await response.arrayBuffer());
    },
  });

  useEffect(() => {
    const data = bytes.data;
    if (!data) return;
    let loaded: PDFDocumentProxy | undefined;
    let isCancelled = false;
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ data: data.slice() }).promise)
      .then((proxy) => {
        loaded = proxy;
        if (isCancelled) void proxy.destroy();
        else setDocument(proxy);
      })
      .catch(() => {
        setRenderError(true);
      });
    return () => {
      isCancelled = true;
      setDocument(null);
      void loaded?.destroy();
    };
  }, [bytes.data]);

  if (!url || bytes.data === null) return null;
  if (bytes.isError || renderError)
    return <p className={styles.error}>{contentClientMessages.errorLoadingPdf}</p>;
  if (!document) {
    return (
      <p className={styles.status} role="status">
        {contentClientMessages.loading}
      </p>
    );
  }
  return (
    <MarkedPages
      document={document}
      windowWidth={windowWidth}
      preferred={preferred}
      onSettle={setPreferred}
    />
  );
}

/**
 * The pages between their width markers, drawn no wider than the room this column has (between
 * the markers' gutters), so that the browser never scales a drawn page.
 */
function MarkedPages(props: {
  document: PDFDocumentProxy;
  windowWidth: number;
  preferred: number | null;
  onSettle: (width: number | null) => void;
}) {
  const column = useRef<HTMLDivElement>(null);
  const room = useElementWidth(column);
  const max = fittedMaxPdfWidth(props.windowWidth, room);
  return (
    <div ref={column} className={styles.markers}>
      {room !== undefined && (
        <WidthMarkers
          width={pdfWidth(props.preferred, max)}
          min={minPdfWidth(max)}
          max={max}
          onSettle={props.onSettle}
        >
          {(width) => <PdfPages document={props.document} width={width} />}
        </WidthMarkers>
      )}
    </div>
  );
}

/** The server's answer to a visitor who may not have the PDF and for whom it has no preview. */
function isRefusal(status: number): boolean {
  return status === 401 || status === 403;
}
