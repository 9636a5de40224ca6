import {
  productCoverPath,
  productTypeSchema,
  searchTypes,
  type SearchGroup,
  type SearchItem,
  type SearchResults,
  type SearchType,
} from '@cadenza/domain';
import { coverInputOf, coverVersionOf } from '../catalogue/cover-image.js';
import type { ResultRow, ResultsPage } from './search.repository.js';

/** A result row as the catalogue summarises a product (same cover URL, same fields). */
export function toSearchItem(row: ResultRow): SearchItem {
  const type = productTypeSchema.parse(row.type);
  const generatedCover = productCoverPath(
    row.id,
    coverVersionOf(
      coverInputOf(
        {
          type,
          title: row.title,
          subtitle: row.subtitle,
          difficultyPiano: row.difficultyPiano,
          difficultyVocal: row.difficultyVocal,
        },
        row.composer,
      ),
    ),
  );
  return {
    id: row.id,
    type,
    title: row.title,
    subtitle: row.subtitle,
    composer: row.composer,
    featuredArtist: row.featuredArtist,
    volumeTitle: row.volumeTitle,
    difficulty: {
      ...(row.difficultyPiano === null ? {} : { piano: row.difficultyPiano }),
      ...(row.difficultyVocal === null ? {} : { vocal: row.difficultyVocal }),
    },
    coverImage: { url: row.coverImage ?? generatedCover },
    videoDuration: row.videoDurationMs,
    published: row.published,
  };
}

/** Groups for the types asked for, in the overview's order; a type without matches has total 0. */
export function toSearchResults(page: ResultsPage, types: readonly SearchType[]): SearchResults {
  const groups: Partial<Record<SearchType, SearchGroup>> = {};
  for (const type of searchTypes) {
    if (types.includes(type)) groups[type] = { items: [], total: page.totals[type] ?? 0 };
  }
  for (const row of page.rows) groups[row.searchType]?.items.push(toSearchItem(row));
  return { kind: 'results', groups };
}

/** No results in any group. */
export function isEmptyResults(results: SearchResults): boolean {
  return Object.values(results.groups).every((group) => group.total === 0);
}
