import {
  difficultyBands,
  difficultyFilterParam,
  instruments,
  type DifficultyBand,
  type Instrument,
} from '@cadenza/domain';

/**
 * The difficulty filter as the page shows it: ticked bands per instrument (nothing ticked for
 * an instrument means no filter on it). The search API takes levels (`DifficultyFilter` of
 * the domain); `difficultyApiParam` turns one into the other.
 */
export type TickedDifficultyBands = Record<Instrument, DifficultyBand[]>;

export const emptyDifficultyFilter: TickedDifficultyBands = { piano: [], vocal: [] };

function bandsFrom(value: unknown): DifficultyBand[] {
  if (!Array.isArray(value)) return [];
  return difficultyBands.filter((band) => value.includes(band));
}

/** Spec §4: the filter lives in the URL as JSON; anything unreadable is the empty filter. */
export function parseDifficultyParam(value: string | null): TickedDifficultyBands {
  if (!value) return emptyDifficultyFilter;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return emptyDifficultyFilter;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return emptyDifficultyFilter;
  }
  const record = parsed as Record<string, unknown>;
  return { piano: bandsFrom(record.piano), vocal: bandsFrom(record.vocal) };
}

/** The URL value, or null when nothing is ticked (the parameter is then left out). */
export function formatDifficultyParam(filter: TickedDifficultyBands): string | null {
  if (isEmptyDifficultyFilter(filter)) return null;
  const entries = instruments
    .filter((instrument) => filter[instrument].length > 0)
    .map((instrument) => [instrument, bandsFrom(filter[instrument])]);
  return JSON.stringify(Object.fromEntries(entries));
}

export function isEmptyDifficultyFilter(filter: TickedDifficultyBands): boolean {
  return instruments.every((instrument) => filter[instrument].length === 0);
}

export function toggleBand(
  filter: TickedDifficultyBands,
  instrument: Instrument,
  band: DifficultyBand,
): TickedDifficultyBands {
  const current = filter[instrument];
  const next = current.includes(band) ? current.filter((b) => b !== band) : [...current, band];
  return { ...filter, [instrument]: bandsFrom(next) };
}

export function areAllBandsTicked(filter: TickedDifficultyBands, instrument: Instrument): boolean {
  return difficultyBands.every((band) => filter[instrument].includes(band));
}

/** Select all ticks every band, or clears them when all are ticked already. */
export function toggleAllBands(
  filter: TickedDifficultyBands,
  instrument: Instrument,
): TickedDifficultyBands {
  const next = areAllBandsTicked(filter, instrument) ? [] : [...difficultyBands];
  return { ...filter, [instrument]: next };
}

/** The search API's `difficulty` parameter (levels 0-9 per instrument), or undefined. */
export function difficultyApiParam(filter: TickedDifficultyBands): string | undefined {
  return difficultyFilterParam(filter);
}
