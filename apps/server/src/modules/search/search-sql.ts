import type {
  BrowseField,
  DifficultyFilter,
  SearchSortColumn,
  SortDirection,
} from '@cadenza/domain';
import { personRoleOfBrowseField } from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from './search-rows.js';
import type { TextQueries } from './search-words.js';

/** SQL pieces shared by result and term queries; `d` is search_documents. */

export function visibleCondition(includeUnpublished: boolean): SQL {
  return includeUnpublished ? sql`true` : sql`d.published`;
}

/** A level in the instrument's list; no filter passes everything. */
export function difficultyCondition(filter: DifficultyFilter | null): SQL {
  if (!filter) return sql`true`;
  const piano = filter.piano ?? [];
  const vocal = filter.vocal ?? [];
  return sql`(d.difficulty_piano = ANY(${arrayLiteral(piano)}::smallint[]) OR d.difficulty_vocal = ANY(${arrayLiteral(vocal)}::smallint[]))`;
}

/** Products carrying the term in the browse field (names compared ignoring case). */
export function termCondition(term: { field: BrowseField; value: string } | null): SQL {
  if (!term) return sql`true`;
  const role = personRoleOfBrowseField(term.field);
  if (role) {
    return sql`d.product_id IN (
      SELECT pp.product_id FROM product_persons pp JOIN persons pe ON pe.id = pp.person_id
      WHERE pp.role = ${role} AND lower(pe.name) = lower(${term.value}))`;
  }
  return term.field === 'artist'
    ? sql`lower(d.featured_artist) = lower(${term.value})`
    : sql`d.publisher_id IN (SELECT o.id FROM organisations o WHERE lower(o.name) = lower(${term.value}))`;
}

export function textCondition(text: TextQueries | null): SQL {
  return text ? sql`d.document @@ to_tsquery('simple', ${text.all})` : sql`true`;
}

/**
 * Relevance as tiers: every word in the title, else in title and people, else also in the
 * volume title, else anywhere (subtitle, editors, publisher, description). Equal tiers are
 * ordered by title and id, so the order is stable.
 */
export function tierExpression(text: TextQueries | null): SQL {
  if (!text) return sql`0`;
  return sql`CASE
    WHEN d.document @@ to_tsquery('simple', ${text.title}) THEN 3
    WHEN d.document @@ to_tsquery('simple', ${text.titleAndPeople}) THEN 2
    WHEN d.document @@ to_tsquery('simple', ${text.titlePeopleAndVolume}) THEN 1
    ELSE 0 END`;
}

/**
 * The sort column's key, computed with the matches (`d` is search_documents, `v` the volume):
 * unaccented and lower-case, compared byte by byte, so both drivers order alike.
 */
export function sortKeyExpression(column: SearchSortColumn | null): SQL {
  switch (column) {
    case null:
      return sql`NULL::text`;
    case 'title':
      return sql`d.sort_title`;
    case 'composer':
      return sql`lower(search_unaccent(d.composer))`;
    case 'featuredArtist':
      return sql`lower(search_unaccent(d.featured_artist))`;
    case 'volumeTitle':
      return sql`lower(search_unaccent(v.title))`;
  }
}

/** The sort column (blanks last either way), then relevance, title and id; `m` is a match. */
export function orderExpression(direction: SortDirection | null): SQL {
  const relevance = sql`m.tier DESC, m.sort_title COLLATE "C", m.product_id COLLATE "C"`;
  if (!direction) return relevance;
  return sql`m.sort_key COLLATE "C" ${direction === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST, ${relevance}`;
}
