import type { ScoreEntry } from '../src/scores/score-library.types.js';

/**
 * A spread of generated entries per group: the easiest, the hardest and evenly spaced
 * difficulties in between, which also spreads keys, voice types and both instruments.
 */
export function sampleGeneratedRefs(entries: readonly ScoreEntry[], perGroup: number): string[] {
  const groups = new Map<string, ScoreEntry[]>();
  for (const entry of entries) {
    if (entry.ref.startsWith('lib:')) continue;
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  const refs: string[] = [];
  for (const members of groups.values()) {
    const sorted = [...members].sort(
      (a, b) => difficultyOf(a) - difficultyOf(b) || a.ref.localeCompare(b.ref),
    );
    for (let index = 0; index < perGroup; index += 1) {
      const entry = sorted[Math.round((index * (sorted.length - 1)) / (perGroup - 1))];
      if (entry && !refs.includes(entry.ref)) refs.push(entry.ref);
    }
  }
  return refs;
}

function difficultyOf(entry: ScoreEntry): number {
  return entry.difficulty.piano ?? entry.difficulty.vocal ?? 0;
}
