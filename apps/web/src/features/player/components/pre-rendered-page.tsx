import { contentClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SCORE_PAGE_ANCHOR } from './keep-page-in-place';
import { scoreFirstPageQuery } from '../api/score-first-page-api';
import { useElementWidth } from '../../../lib/use-element-width';
import { markFirstScorePage } from '../score-metrics';
import { scoreViewerHeight } from './score-viewer-size';
import styles from './player.module.css';

/**
 * The server's page 1 at the size the worker first lays the score out to (the first width
 * measured: the worker's own page 1 is drawn at that size too).
 */
export function usePreRenderedFirstPage(
  productId: string | undefined,
  width: number | undefined,
  height: number,
): string | null {
  const [firstWidth, setFirstWidth] = useState<number | undefined>(undefined);
  // Kept from the first measurement on (set while rendering: React re-renders at once).
  if (firstWidth === undefined && width !== undefined) setFirstWidth(width);
  const query = useQuery({
    ...scoreFirstPageQuery({ productId: productId ?? '', width: firstWidth ?? 0, height }),
    enabled: productId !== undefined && firstWidth !== undefined,
  });
  return query.data ?? null;
}

/** Page 1 as the server engraved it, where the score view will draw it. */
export function PreRenderedPage({ svg }: { svg: string }) {
  useEffect(() => {
    markFirstScorePage();
  }, []);
  return (
    <div
      className={styles.score}
      data-testid="score-first-page"
      {...{ [SCORE_PAGE_ANCHOR]: '' }}
      role="img"
      aria-label="Score, page 1 (preparing the player)"
      // Verovio's SVG of our own score, engraved by our server: it carries no scripts or links.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/**
 * What stands above the score while the player loads, in the boxes the player's own head will
 * have at its smallest: the loading line (with the worker's progress once it runs) where the
 * transport bar goes, one row high, and an empty line where the score's length and sound are
 * written, so the page under them does not move when the player takes their place.
 */
export function PlayerLoadingHead({ progress }: { progress?: number }) {
  return (
    <>
      <p className={styles.loadingBar} role="status">
        {contentClientMessages.loading}
        {progress !== undefined && (
          <progress aria-label="Preparing the score" max={1} value={progress} />
        )}
      </p>
      <p className={styles.note} aria-hidden="true">
        {'\u00a0'}
      </p>
    </>
  );
}

/**
 * The score viewer's frame while its package is still on its way: the player's loading head and,
 * as soon as the server has engraved it, page 1 at the size the viewer will have (the same frame,
 * so the same width), asked for alongside the package rather than after it.
 */
export function FirstPageFrame({
  productId,
  height,
  className,
}: {
  productId: string;
  height: number;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const firstPage = usePreRenderedFirstPage(productId, width, height);
  return (
    <div ref={frame} className={className}>
      <PlayerLoadingHead />
      {firstPage && <PreRenderedPage svg={firstPage} />}
    </div>
  );
}

/**
 * A piece page's score area until its player is ready: the loading head and the server's page 1
 * at the player's size. Its own small chunk, loaded with the page, so that page 1 is asked for
 * as soon as the product is known, while the player's code is still on its way.
 */
export function PieceFirstPage({ productId }: { productId: string }) {
  return (
    <FirstPageFrame productId={productId} height={scoreViewerHeight()} className={styles.player} />
  );
}
