import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../lib/paths';
import type { SamplePiece } from '../api/landing-api';
import styles from './landing.module.css';

/**
 * The app as it shows a score: a real piece of the catalogue, its own opening bars engraved
 * from its score, under its title and composer (linked to its page). Before the piece is
 * known the frame keeps its place, empty.
 */
export function SampleScore({ piece }: { piece: SamplePiece | undefined }) {
  const [isImageMissing, setImageMissing] = useState(false);
  return (
    <div className={styles.sample} data-testid="sample-score" data-piece-id={piece?.id}>
      <div className={styles.sampleBar} aria-hidden="true">
        <span className={styles.sampleDot} />
        Cadenza
      </div>
      <div className={styles.sampleBody}>
        {piece && (
          <>
            <p className={styles.sampleTitle}>
              <AppLink to={paths.piece.href(piece.id)}>{piece.title}</AppLink>
            </p>
            {piece.composer && <p className={styles.sampleComposer}>{piece.composer}</p>}
            <div className={styles.sampleScore}>
              {!isImageMissing && (
                <img
                  src={piece.openingImageUrl}
                  alt={`The opening bars of ${piece.title}, as the app shows the score`}
                  onError={() => {
                    setImageMissing(true);
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
      <div className={styles.samplePlayer} aria-hidden="true">
        <span className={styles.samplePlay} />
        <span className={styles.sampleProgress}>
          <span />
        </span>
        <span>Tempo 80%</span>
      </div>
    </div>
  );
}
