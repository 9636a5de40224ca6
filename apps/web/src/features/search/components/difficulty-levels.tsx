import { difficultyBandOf, type Difficulty } from '@cadenza/domain';
import styles from './search-results.module.css';

/** A row's levels as badges, e.g. 'Piano: elementary' and 'Vocal: advanced'. */
export function DifficultyLevels({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={styles.levels}>
      {(['piano', 'vocal'] as const).flatMap((instrument) => {
        const level = difficulty[instrument];
        if (level === undefined) return [];
        const band = difficultyBandOf(level);
        const name = instrument === 'piano' ? 'Piano' : 'Vocal';
        return [
          <span key={instrument} className={styles.levelBadge} data-band={band}>
            {`${name}: ${band}`}
          </span>,
        ];
      })}
    </span>
  );
}
