import { difficultyBandOf, type Difficulty } from '@cadenza/domain';

/** A row's levels, e.g. 'Piano: elementary · Vocal: advanced'. */
export function DifficultyLevels({ difficulty }: { difficulty: Difficulty }) {
  const parts = (['piano', 'vocal'] as const).flatMap((instrument) => {
    const level = difficulty[instrument];
    if (level === undefined) return [];
    const name = instrument === 'piano' ? 'Piano' : 'Vocal';
    return [`${name}: ${difficultyBandOf(level)}`];
  });
  return <>{parts.join(' · ')}</>;
}
