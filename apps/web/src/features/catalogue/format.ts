import {
  countByDifficultyBand,
  difficultyBands,
  type Difficulty,
  type Instrument,
} from '@cadenza/domain';

/** Video durations are milliseconds, shown m:ss (spec §3). */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.round(milliseconds / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

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
