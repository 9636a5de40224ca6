import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { markFirstScorePage } from '../score-metrics';
import { PreRenderedFirstPage } from './first-page-context';
import { SCORE_PAGE_ANCHOR } from './keep-page-in-place';
import styles from './player.module.css';

interface ScoreViewProps {
  page: number;
  pageCount: number;
  renderPage: (page: number) => Promise<string>;
  container: RefObject<HTMLDivElement | null>;
  onPageChange: (page: number) => void;
  /** A new page's SVG is in place (the highlight re-applies to it). */
  onRendered: () => void;
  /** The id of the bar clicked, to move there. */
  onMeasureClick: (measureId: string) => void;
}

/** One page of the engraved score at a time, with buttons to turn by hand. */
export function ScoreView({
  page,
  pageCount,
  renderPage,
  container,
  onPageChange,
  onRendered,
  onMeasureClick,
}: ScoreViewProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Until the worker's page 1 is drawn, the server's engraving of it stands in (same size).
  const preRendered = useContext(PreRenderedFirstPage);
  const shown = svg ?? (page === 1 ? preRendered : null);
  const onRenderedRef = useRef(onRendered);
  useEffect(() => {
    onRenderedRef.current = onRendered;
  }, [onRendered]);

  useEffect(() => {
    let isCurrent = true;
    renderPage(page).then(
      (markup) => {
        if (isCurrent) setSvg(markup);
      },
      (reason: unknown) => {
        if (isCurrent) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [page, renderPage]);

  useEffect(() => {
    if (svg === null) return;
    markFirstScorePage();
    onRenderedRef.current();
  }, [svg]);

  if (error) return <p className={styles.error}>{error}</p>;
  return (
    <div>
      <div
        ref={container}
        className={styles.score}
        data-testid="score-page"
        {...{ [SCORE_PAGE_ANCHOR]: '' }}
        data-page={page}
        data-pre-rendered={svg === null && shown !== null ? 'true' : undefined}
        aria-label={`Score, page ${String(page)} of ${String(pageCount)}`}
        role="figure"
        onClick={(event) => {
          const measure = (event.target as Element).closest('g.measure');
          if (measure?.id) onMeasureClick(measure.id);
        }}
        // Verovio's SVG of our own score package: it carries no scripts or links.
        dangerouslySetInnerHTML={shown === null ? undefined : { __html: shown }}
      />
      <div className={styles.pageBar}>
        <button
          type="button"
          className={styles.button}
          disabled={page <= 1}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          Previous page
        </button>
        <span aria-live="polite">
          Page {page} of {pageCount}
        </span>
        <button
          type="button"
          className={styles.button}
          disabled={page >= pageCount}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          Next page
        </button>
      </div>
    </div>
  );
}
