import type { Translation } from '@cadenza/domain';
import { Fragment } from 'react';
import styles from './player.module.css';

interface TranslationPanelProps {
  translation: Translation;
  /** The spoken pronunciation guide, when the piece has one and the viewer may hear it. */
  pronunciationUrl: string | null;
}

/** For vocal pieces: the sung text beside the score, with its translation and the pronunciation guide. */
export function TranslationPanel({ translation, pronunciationUrl }: TranslationPanelProps) {
  const hasTranslation = translation.lines.some((line) => line.translation !== null);
  return (
    <aside className={styles.translation} aria-label="Text and translation">
      <h3>
        {hasTranslation
          ? `Text and translation (${translation.language})`
          : `Text (${translation.language})`}
      </h3>
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
    </aside>
  );
}
