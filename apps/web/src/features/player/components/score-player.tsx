import type { ScorePackage } from '@cadenza/domain';
import { usePieceTransposition } from '../hooks/use-piece-transposition';
import { LaidOutScore } from './laid-out-score';
import { PlayerLoadingHead } from './pre-rendered-page';
import { ReadyScorePlayer } from './ready-score-player';
import { scoreViewerHeight } from './score-viewer-size';
import styles from './player.module.css';

export interface ScorePlayerProps {
  scorePackage: ScorePackage;
  /** 'pitch-shift' adds the key picker (products with that flag: the recording is shifted). */
  variant: 'standard' | 'pitch-shift';
  pronunciationUrl: string | null;
}

/** The score viewer and its player: the worker lays the score out to this element's width. */
export function ScorePlayer({ scorePackage, variant, pronunciationUrl }: ScorePlayerProps) {
  const height = scoreViewerHeight();
  const canTranspose = variant === 'pitch-shift';
  const [semitones, setSemitones] = usePieceTransposition(scorePackage.productId, canTranspose);
  return (
    <LaidOutScore
      score={scorePackage.score}
      productId={scorePackage.productId}
      height={height}
      semitones={semitones}
      className={styles.player}
      loadingHead={(progress) => <PlayerLoadingHead progress={progress} />}
    >
      {(document) => (
        <ReadyScorePlayer
          scorePackage={scorePackage}
          timeline={document.timeline}
          pageCount={document.layout.pageCount}
          renderPage={document.renderPage}
          transposition={
            canTranspose
              ? {
                  semitones,
                  onChange: setSemitones,
                  writtenKey: document.writtenKey,
                  isWriting: document.shownSemitones !== semitones && !document.transposeError,
                  error: document.shownSemitones !== semitones ? document.transposeError : null,
                }
              : null
          }
          pronunciationUrl={pronunciationUrl}
        />
      )}
    </LaidOutScore>
  );
}
