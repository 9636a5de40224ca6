import { contentClientMessages } from '@cadenza/domain';
import { useRef, type ReactNode } from 'react';
import { useElementWidth } from '../../../lib/use-element-width';
import { useScoreDocument, type ScoreDocument } from '../hooks/use-score-document';
import { PreRenderedFirstPage } from './first-page-context';
import { KeepPageInPlace } from './keep-page-in-place';
import { PreRenderedPage, usePreRenderedFirstPage } from './pre-rendered-page';
import styles from './player.module.css';

export type ReadyScoreDocument = Extract<ScoreDocument, { status: 'ready' }>;

/**
 * A score in its Verovio worker, laid out to this element's width and `height`: a loading line
 * with a progress bar (a long score takes seconds) above the server's engraving of page 1 for
 * this size when `productId` names it (shown at once, then in the score view until the worker's
 * own page 1 replaces it), the worker's error, or what `children` makes of the laid-out document.
 * `loadingHead` replaces the loading line (a player reserves its controls' place with it); the
 * page stays where it is on screen when the document is ready.
 */
export function LaidOutScore({
  score,
  productId,
  height,
  semitones,
  className,
  loadingHead,
  children,
}: {
  score: string;
  /** The product whose first page the server pre-renders; none: the worker's page only. */
  productId?: string;
  height: number;
  /** Semitones from the written key to draw the score in (none: as written). */
  semitones?: number;
  className?: string;
  /** What stands above the page while the worker loads (default: a loading line). */
  loadingHead?: (progress: number) => ReactNode;
  children: (document: ReadyScoreDocument) => ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const document = useScoreDocument(score, width, height, semitones);
  const firstPage = usePreRenderedFirstPage(productId, width, height);
  return (
    <div ref={frame} className={className}>
      <KeepPageInPlace holds={document.status === 'loading'}>
        {document.status === 'loading' && (
          <>
            {loadingHead ? (
              loadingHead(document.progress)
            ) : (
              <p className={styles.status} role="status">
                {contentClientMessages.loading}{' '}
                <progress aria-label="Preparing the score" max={1} value={document.progress} />
              </p>
            )}
            {firstPage && <PreRenderedPage svg={firstPage} />}
          </>
        )}
        {document.status === 'error' && <p className={styles.error}>{document.message}</p>}
        {document.status === 'ready' && (
          <PreRenderedFirstPage value={firstPage}>{children(document)}</PreRenderedFirstPage>
        )}
      </KeepPageInPlace>
    </div>
  );
}
