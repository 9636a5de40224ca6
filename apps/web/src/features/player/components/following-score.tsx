import type { Product, ScorePackage, VideoPerspective } from '@cadenza/domain';
import { contentClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { contentPackageQuery } from '../../../lib/content-package-api';
import { useDrawnPage } from '../hooks/use-drawn-page';
import { useFollowScore } from '../hooks/use-follow-score';
import type { ScoreTimeline } from '../timeline/score-timeline';
import { filmScoreMs } from '../timeline/sync-map';
import { LaidOutScore } from './laid-out-score';
import styles from './player.module.css';
import { ScoreView } from './score-view';

export interface FollowingScoreProps {
  product: Product;
  /** The film's time now, read every frame. */
  positionMs: () => number;
  isPlaying: boolean;
  /** The camera shown: an uploaded film follows the score through its own sync map. */
  perspective?: VideoPerspective | undefined;
}

/**
 * A product's score beside its performance: laid out to this column's width, the notes being
 * played highlighted and the pages turned as the video plays. A film uploaded in the studio is
 * followed through its camera's sync map (the package's `filmSync`); one rendered from the
 * score plays at the score's tempo, so its time is the score's time.
 */
export function FollowingScore({
  product,
  positionMs,
  isPlaying,
  perspective,
}: FollowingScoreProps) {
  const query = useQuery(
    contentPackageQuery({
      productId: product.id,
      packageUrl: product.package?.url ?? null,
      previewPackageUrl: product.previewPackage?.url ?? null,
      isPermitted: true,
    }),
  );
  const contentPackage = query.data?.contentPackage;
  return (
    <section className={styles.player} aria-label="Score" data-testid="following-score">
      {query.isError ? (
        <p className={styles.error}>{errorMessage(query.error)}</p>
      ) : contentPackage?.kind === 'score' ? (
        <LaidOutScore score={contentPackage.score} height={900}>
          {(document) => (
            <ReadyFollowingScore
              timeline={document.timeline}
              pageCount={document.layout.pageCount}
              renderPage={document.renderPage}
              positionMs={positionMs}
              isPlaying={isPlaying}
              filmSync={contentPackage.filmSync}
              perspective={perspective}
            />
          )}
        </LaidOutScore>
      ) : contentPackage ? (
        <p className={styles.error}>{contentClientMessages.productNotFound(product.id)}</p>
      ) : (
        <p className={styles.status} role="status">
          {contentClientMessages.loading}
        </p>
      )}
    </section>
  );
}

function ReadyFollowingScore(props: {
  timeline: ScoreTimeline;
  pageCount: number;
  renderPage: (page: number) => Promise<string>;
  positionMs: () => number;
  isPlaying: boolean;
  filmSync: ScorePackage['filmSync'];
  perspective: VideoPerspective | undefined;
}) {
  const { timeline, positionMs, filmSync, perspective } = props;
  const scorePositionMs = useCallback(
    () => filmScoreMs(filmSync, perspective, timeline, positionMs()),
    [filmSync, perspective, timeline, positionMs],
  );
  const [page, setPage] = useState(1);
  const { container, pageVersion, markDrawn } = useDrawnPage();
  useFollowScore({
    timeline,
    positionMs: scorePositionMs,
    isPlaying: props.isPlaying,
    container,
    pageVersion,
    onPage: setPage,
  });
  return (
    <ScoreView
      page={page}
      pageCount={props.pageCount}
      renderPage={props.renderPage}
      container={container}
      onPageChange={setPage}
      onRendered={markDrawn}
      onMeasureClick={() => undefined}
    />
  );
}
