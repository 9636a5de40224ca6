import {
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  levelsOfBands,
  type Difficulty,
} from '../catalogue/difficulty.js';
import type { DifficultyBand } from '../catalogue/difficulty.js';
import { instruments, type Instrument } from '../catalogue/product-types.js';
import { searchMessages } from './search-messages.js';
import { isBrowseField, searchTypes, type BrowseField, type SearchType } from './search-types.js';

/** Levels accepted per instrument; a product matches when one of its levels is listed. */
export type DifficultyFilter = Partial<Record<Instrument, number[]>>;

const isLevel = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= DIFFICULTY_MIN &&
  (value as number) <= DIFFICULTY_MAX;

function levelsFrom(value: unknown): number[] | null {
  if (!Array.isArray(value) || !value.every(isLevel)) return null;
  return [...new Set(value)].sort((a, b) => a - b);
}

function withoutEmpty(filter: DifficultyFilter): DifficultyFilter | null {
  const kept: DifficultyFilter = {};
  for (const instrument of instruments) {
    const levels = filter[instrument];
    if (levels?.length) kept[instrument] = levels;
  }
  return Object.keys(kept).length ? kept : null;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The `difficulty` parameter (see searchRequestSchema): a per-instrument object or a plain
 * list for either instrument. Anything else, invalid JSON included, is no filter (null), as
 * the web treats a broken difficulty in its URL as empty (spec §4).
 */
export function parseDifficultyFilter(raw: string | undefined): DifficultyFilter | null {
  if (raw === undefined) return null;
  const value = parseJson(raw);
  if (Array.isArray(value)) {
    const levels = levelsFrom(value);
    return levels ? withoutEmpty({ piano: levels, vocal: levels }) : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value);
  if (!entries.every(([key]) => (instruments as readonly string[]).includes(key))) return null;
  const filter: DifficultyFilter = {};
  for (const [key, listed] of entries) {
    const levels = levelsFrom(listed);
    if (!levels) return null;
    filter[key as Instrument] = levels;
  }
  return withoutEmpty(filter);
}

/** Whether a product's difficulty passes the filter (no filter passes everything). */
export function matchesDifficultyFilter(
  difficulty: Difficulty,
  filter: DifficultyFilter | null,
): boolean {
  if (!filter) return true;
  return instruments.some((instrument) => {
    const level = difficulty[instrument];
    return level !== undefined && (filter[instrument]?.includes(level) ?? false);
  });
}

/**
 * The `difficulty` parameter for the bands ticked in the two dropdowns; undefined when
 * nothing is ticked (no filter).
 */
export function difficultyFilterParam(
  ticked: Partial<Record<Instrument, readonly DifficultyBand[]>>,
): string | undefined {
  const filter = withoutEmpty({
    piano: levelsOfBands(ticked.piano ?? []),
    vocal: levelsOfBands(ticked.vocal ?? []),
  });
  return filter ? JSON.stringify(filter) : undefined;
}

export interface SearchFilters {
  type: SearchType | null;
  term: { field: BrowseField; value: string } | null;
}

export type ParsedSearchFilters =
  { ok: true; filters: SearchFilters } | { ok: false; message: string };

/** `filter` values (`{field}:{value}`, split at the first colon) as a type and a browse term. */
export function parseSearchFilters(
  raw: string | readonly string[] | undefined,
): ParsedSearchFilters {
  const filters: SearchFilters = { type: null, term: null };
  const values = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
  for (const entry of values) {
    const colon = entry.indexOf(':');
    const field = (colon < 0 ? entry : entry.slice(0, colon)).trim();
    const value = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (field !== '_type' && !isBrowseField(field))
      return { ok: false, message: searchMessages.unknownFilterField(field) };
    if (!value) return { ok: false, message: searchMessages.filterWithoutTerm(field) };
    if (field === '_type') {
      if (filters.type) return { ok: false, message: searchMessages.repeatedFilter(field) };
      const type = searchTypes.find((known) => known === value);
      if (!type) return { ok: false, message: searchMessages.unknownType(value) };
      filters.type = type;
      continue;
    }
    if (filters.term) return { ok: false, message: searchMessages.oneBrowseFilter };
    filters.term = { field, value };
  }
  return { ok: true, filters };
}
