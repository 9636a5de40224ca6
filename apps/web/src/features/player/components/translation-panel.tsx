import type { Translation } from '@cadenza/domain';
import { Fragment } from 'react';
import styles from './player.module.css';

interface TranslationPanelProps {
  translation: Translation;
  /** The spoken pronunciation guide, when the piece has one and the viewer may hear it. */
  pronunciationUrl: string | null;
}

/**
 * For vocal pieces: the sung text under the score, line by line in order with its translation,
 * and the pronunciation guide; a panel the singer can fold away (open at first).
 */
export function TranslationPanel({ translation, pronunciationUrl }: TranslationPanelProps) {
  const hasTranslation = translation.lines.some((line) => line.translation !== null);
  return (
    <aside className={styles.translation} aria-label="Text and translation">
      <details open>
        <summary className={styles.panelSummary}>
          <h3>
            {hasTranslation
              ? `Text and translation (${translation.language})`
              : `Text (${translation.language})`}
          </h3>
        </summary>
        {pronunciationUrl && (
          <figure>
            <figcaption>Pronunciation guide</figcaption>
            <audio controls preload="none" src={pronunciationUrl} />
          </figure>
        )}
        <dl
          className={
            hasTranslation
              ? styles.translationLines
              : `${styles.translationLines} ${styles.untranslated}`
          }
        >
          {translation.lines.map((line, index) => (
            <Fragment key={index}>
              <dt>{line.original}</dt>
              {hasTranslation && <dd>{line.translation ?? ''}</dd>}
            </Fragment>
          ))}
        </dl>
      </details>
    </aside>
  );
}
