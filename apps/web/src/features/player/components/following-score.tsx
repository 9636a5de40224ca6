import type { Product } from '@cadenza/domain';
import { contentClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { contentPackageQuery } from '../../../lib/content-package-api';
import { useFollowScore } from '../hooks/use-follow-score';
import type { ScoreTimeline } from '../timeline/score-timeline';
import { LaidOutScore } from './laid-out-score';
import styles from './player.module.css';
import { ScoreView } from './score-view';

export interface FollowingScoreProps {
  product: Product;
  /** The score time being heard now, read every frame (a performance: the video's time). */
  positionMs: () => number;
  isPlaying: boolean;
}

/**
 * A product's score beside its performance: laid out to this column's width, the notes being
 * played highlighted and the pages turned as the video plays. The film is rendered from the
 * same score at its own tempo, so the video's time is the score's time.
 */
export function FollowingScore({ product, positionMs, isPlaying }: FollowingScoreProps) {
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
}) {
  const [page, setPage] = useState(1);
  const [pageVersion, setPageVersion] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  useFollowScore({
    timeline: props.timeline,
    positionMs: props.positionMs,
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
      onRendered={() => {
        setPageVersion((version) => version + 1);
      }}
      onMeasureClick={() => undefined}
    />
  );
}
