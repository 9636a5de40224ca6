import type { SuggestedDifficulty } from '@cadenza/domain';
import styles from './studio.module.css';

const instrumentNames = { piano: 'Piano', vocal: 'Voice' } as const;

/** The level the score suggests per instrument, what it is made of, and the method. */
export function DifficultyHint({ hint }: { hint: SuggestedDifficulty }) {
  const suggestions = (['piano', 'vocal'] as const).flatMap((instrument) => {
    const suggestion = hint[instrument];
    return suggestion ? [{ instrument, suggestion }] : [];
  });
  return (
    <div className={styles.hint} aria-label="Suggested difficulty" role="note">
      {suggestions.length === 0 ? (
        <p className={styles.muted}>No suggestion: {hint.reason}</p>
      ) : (
        suggestions.map(({ instrument, suggestion }) => (
          <p key={instrument} className={styles.muted}>
            Suggested from the score — {instrumentNames[instrument]}:{' '}
            <strong>{suggestion.level}</strong> (
            {suggestion.factors
              .map((factor) => `${factor.name} ${factor.value} → ${String(factor.level)}`)
              .join('; ')}
            )
          </p>
        ))
      )}
      <details>
        <summary className={styles.muted}>How the suggestion is made</summary>
        <p className={styles.muted}>{hint.method}</p>
      </details>
    </div>
  );
}
