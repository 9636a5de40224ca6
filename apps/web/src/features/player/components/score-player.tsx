import type { ScorePackage } from '@cadenza/domain';
import { useRef } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { useScoreDocument } from '../hooks/use-score-document';
import { ReadyScorePlayer } from './ready-score-player';
import styles from './player.module.css';

export interface ScorePlayerProps {
  scorePackage: ScorePackage;
  /** 'pitch-shift' adds the pitch control (products with that flag). */
  variant: 'standard' | 'pitch-shift';
  pronunciationUrl: string | null;
}

/** The score viewer and its player: the worker lays the score out to this element's width. */
export function ScorePlayer({ scorePackage, variant, pronunciationUrl }: ScorePlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const height = typeof window === 'undefined' ? 900 : Math.max(600, window.innerHeight - 220);
  const document = useScoreDocument(scorePackage.score, width, height);
  return (
    <div ref={frame} className={styles.player}>
      {document.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading …
        </p>
      )}
      {document.status === 'error' && <p className={styles.error}>{document.message}</p>}
      {document.status === 'ready' && (
        <ReadyScorePlayer
          scorePackage={scorePackage}
          timeline={document.timeline}
          pageCount={document.layout.pageCount}
          renderPage={document.renderPage}
          canTranspose={variant === 'pitch-shift'}
          pronunciationUrl={pronunciationUrl}
        />
      )}
    </div>
  );
}
