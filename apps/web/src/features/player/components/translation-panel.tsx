import type { Pronunciation, PronunciationLine, Translation } from '@cadenza/domain';
import { Fragment, useEffect, useRef } from 'react';
import { usePronunciationGuide } from '../hooks/use-pronunciation-guide';
import guideStyles from './pronunciation.module.css';
import styles from './player.module.css';
import { SpeakIcon, StopSpeakingIcon } from './pronunciation-icons';

interface TranslationPanelProps {
  translation: Translation;
  /** The spoken pronunciation guide, when the piece has one and the viewer may hear it. */
  pronunciationUrl: string | null;
  /** The guide's length and lines (one for each of the translation's), from the full package. */
  pronunciation: Pronunciation | null;
  /** The line the guide is speaking, as it changes (null when it stops). */
  onSpokenLine?: (line: PronunciationLine | null) => void;
  /** The guide started playing (whole or a line). */
  onGuidePlay?: () => void;
}

const NO_LINES: PronunciationLine[] = [];

/**
 * For vocal pieces: the sung text under the score, line by line in order with its translation,
 * and the pronunciation guide, played whole or one line at a time (each line its own button);
 * the line being spoken is marked. A panel the singer can fold away (open at first).
 */
export function TranslationPanel({
  translation,
  pronunciationUrl,
  pronunciation,
  onSpokenLine,
  onGuidePlay,
}: TranslationPanelProps) {
  const hasTranslation = translation.lines.some((line) => line.translation !== null);
  // Lines are offered only with the audio they play (never to a viewer who may not hear it).
  const lines = pronunciationUrl ? (pronunciation?.lines ?? NO_LINES) : NO_LINES;
  const {
    audio,
    speakingIndex: speaking,
    isLineAlone,
    toggleLine,
    error,
  } = usePronunciationGuide(lines);
  const onSpokenLineRef = useRef(onSpokenLine);
  useEffect(() => {
    onSpokenLineRef.current = onSpokenLine;
  }, [onSpokenLine]);
  useEffect(() => {
    onSpokenLineRef.current?.(speaking === null ? null : (lines[speaking] ?? null));
  }, [speaking, lines]);

  const lineClass = (index: number) =>
    index === speaking ? `${guideStyles.line} ${guideStyles.speaking}` : guideStyles.line;
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
            <figcaption>
              Pronunciation guide
              {lines.length > 0 && (
                <span className={guideStyles.hint}>: the whole text, or one line at a time</span>
              )}
            </figcaption>
            <audio
              ref={audio}
              controls
              preload="none"
              src={pronunciationUrl}
              onPlay={onGuidePlay}
            />
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
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
              <dt
                className={lineClass(index)}
                aria-current={index === speaking ? 'true' : undefined}
                data-speaking={index === speaking ? 'true' : undefined}
              >
                {lines[index] && (
                  <button
                    type="button"
                    className={guideStyles.lineButton}
                    aria-label={`Hear line ${String(index + 1)}`}
                    aria-pressed={index === speaking && isLineAlone}
                    title={`Hear line ${String(index + 1)} spoken`}
                    onClick={() => {
                      toggleLine(index);
                    }}
                  >
                    {index === speaking && isLineAlone ? (
                      <StopSpeakingIcon width={16} height={16} />
                    ) : (
                      <SpeakIcon width={16} height={16} />
                    )}
                  </button>
                )}
                <span>{line.original}</span>
              </dt>
              {hasTranslation && <dd className={lineClass(index)}>{line.translation ?? ''}</dd>}
            </Fragment>
          ))}
        </dl>
      </details>
    </aside>
  );
}
