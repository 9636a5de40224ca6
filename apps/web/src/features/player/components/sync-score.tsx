import { contentClientMessages, productMediaPaths } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { contentPackageQuery } from '../../../lib/content-package-api';
import { useElementWidth } from '../../../lib/use-element-width';
import { useDrawnPage } from '../hooks/use-drawn-page';
import { useFollowScore } from '../hooks/use-follow-score';
import { useScoreDocument } from '../hooks/use-score-document';
import { measureIndexAt, msAtQuarters, type ScoreTimeline } from '../timeline/score-timeline';
import styles from './player.module.css';
import { ScoreView } from './score-view';

/** A short page: a system or two, so the waveform under it stays in view. */
export const SYNC_SCORE_HEIGHT = 360;

export interface SyncScoreProps {
  productId: string;
  /** Where the score is now, in quarter notes from its start; read every frame while playing. */
  quartersNow: () => number;
  isPlaying: boolean;
  /** The bars as the player numbers them (printed numbers) once laid out; null if it cannot be. */
  onBars: (bars: readonly { label: string; quarters: number }[] | null) => void;
  /** A bar clicked in the score: where it starts, in quarter notes. */
  onBarClick: (quarters: number) => void;
}

/**
 * A piece's score for the studio's sync editor, drawn by the player's own Verovio worker from
 * the full package (staff have it, drafts included): the notes sounding at `quartersNow` lit
 * and the pages turned while it plays, the page of that place at rest.
 */
export function SyncScore(props: SyncScoreProps) {
  const { productId, onBars } = props;
  const query = useQuery(
    contentPackageQuery({
      productId,
      packageUrl: productMediaPaths.package(productId),
      previewPackageUrl: null,
      isPermitted: true,
    }),
  );
  const contentPackage = query.data?.contentPackage;
  const score =
    contentPackage?.kind === 'score' && !contentPackage.isTooLargeForBrowser
      ? contentPackage.score
      : null;
  const isUnavailable = query.isError || (contentPackage !== undefined && !score);
  useEffect(() => {
    if (isUnavailable) onBars(null);
  }, [isUnavailable, onBars]);

  if (query.isError) return <p className={styles.error}>{errorMessage(query.error)}</p>;
  if (contentPackage?.kind === 'score' && contentPackage.isTooLargeForBrowser)
    return (
      <p className={styles.error}>
        This score is too long to open in the browser ({contentPackage.fullMeasureCount} bars), so
        it is not shown here.
      </p>
    );
  if (isUnavailable)
    return <p className={styles.error}>{contentClientMessages.productNotFound(productId)}</p>;
  if (!score)
    return (
      <p className={styles.status} role="status">
        {contentClientMessages.loading}
      </p>
    );
  return <LaidOutSyncScore {...props} score={score} />;
}

function LaidOutSyncScore(props: SyncScoreProps & { score: string }) {
  const { onBars } = props;
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const document = useScoreDocument(props.score, width, SYNC_SCORE_HEIGHT);
  const timeline = document.status === 'ready' ? document.timeline : null;
  useEffect(() => {
    if (document.status === 'error') onBars(null);
  }, [document.status, onBars]);
  useEffect(() => {
    if (timeline)
      onBars(
        timeline.measures.map((measure) => ({ label: measure.label, quarters: measure.startQ })),
      );
  }, [timeline, onBars]);
  return (
    <div ref={frame}>
      {document.status === 'loading' && (
        <p className={styles.status} role="status">
          {contentClientMessages.loading}{' '}
          <progress aria-label="Preparing the score" max={1} value={document.progress} />
        </p>
      )}
      {document.status === 'error' && <p className={styles.error}>{document.message}</p>}
      {document.status === 'ready' && (
        <FollowedScore
          {...props}
          timeline={document.timeline}
          pageCount={document.layout.pageCount}
          renderPage={document.renderPage}
        />
      )}
    </div>
  );
}

function FollowedScore(
  props: SyncScoreProps & {
    timeline: ScoreTimeline;
    pageCount: number;
    renderPage: (page: number) => Promise<string>;
  },
) {
  const { timeline, quartersNow, isPlaying, onBarClick } = props;
  const positionMs = useCallback(
    () => msAtQuarters(timeline, quartersNow()),
    [timeline, quartersNow],
  );
  const pageAt = () => timeline.measures[measureIndexAt(timeline, positionMs())]?.page ?? 1;
  const [page, setPage] = useState(pageAt);
  // At rest, a new place (a line chosen or moved, the start of playing) shows its page; the
  // page buttons turn freely until then.
  const [shownFor, setShownFor] = useState(() => positionMs);
  if (!isPlaying && shownFor !== positionMs) {
    setShownFor(() => positionMs);
    setPage(pageAt());
  }
  const { container, pageVersion, markDrawn } = useDrawnPage();
  useFollowScore({
    timeline,
    positionMs,
    isPlaying,
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
      onMeasureClick={(id) => {
        const measure = timeline.measures.find((candidate) => candidate.id === id);
        if (measure) onBarClick(measure.startQ);
      }}
    />
  );
}
