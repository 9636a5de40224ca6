import {
  countByDifficultyBand,
  difficultyBands,
  type Difficulty,
  type Instrument,
} from '@cadenza/domain';

export { formatDuration } from '../../lib/format-duration';

const instrumentNames: Record<Instrument, string> = { piano: 'Piano', vocal: 'Vocal' };

/**
 * Lines such as 'Piano pieces: 2 elementary / 1 advanced', one per instrument that has
 * pieces; bands without pieces are left out.
 */
export function difficultySummaryLines(pieces: readonly { difficulty: Difficulty }[]): string[] {
  return (['piano', 'vocal'] as const).flatMap((instrument) => {
    const counts = countByDifficultyBand(pieces, instrument);
    const parts = difficultyBands
      .filter((band) => counts[band] > 0)
      .map((band) => `${counts[band]} ${band}`);
    return parts.length > 0 ? [`${instrumentNames[instrument]} pieces: ${parts.join(' / ')}`] : [];
  });
}
