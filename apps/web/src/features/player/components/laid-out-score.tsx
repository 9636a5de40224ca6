import { contentClientMessages } from '@cadenza/domain';
import { useRef, type ReactNode } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { useScoreDocument, type ScoreDocument } from '../hooks/use-score-document';
import styles from './player.module.css';

export type ReadyScoreDocument = Extract<ScoreDocument, { status: 'ready' }>;

/**
 * A score in its Verovio worker, laid out to this element's width and `height`: a loading line
 * with a progress bar (a long score takes seconds),
 * the worker's error, or what `children` makes of the laid-out document.
 */
export function LaidOutScore({
  score,
  height,
  className,
  children,
}: {
  score: string;
  height: number;
  className?: string;
  children: (document: ReadyScoreDocument) => ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const document = useScoreDocument(score, width, height);
  return (
    <div ref={frame} className={className}>
      {document.status === 'loading' && (
        <p className={styles.status} role="status">
          {contentClientMessages.loading}{' '}
          <progress aria-label="Preparing the score" max={1} value={document.progress} />
        </p>
      )}
      {document.status === 'error' && <p className={styles.error}>{document.message}</p>}
      {document.status === 'ready' && children(document)}
    </div>
  );
}
