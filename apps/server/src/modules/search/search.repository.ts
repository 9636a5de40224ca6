import {
  personRoleOfBrowseField,
  type BrowseField,
  type DifficultyFilter,
  type SearchSortColumn,
  type SearchType,
  type SortDirection,
} from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { arrayLiteral, rowsOf } from './search-rows.js';
import { isCorrectable, type ResolvedWord, type TextQueries } from './search-words.js';

export interface ResultsQuery {
  /** Null: no text condition (browse by term, or everything of a type). */
  text: TextQueries | null;
  types: readonly SearchType[];
  term: { field: BrowseField; value: string } | null;
  difficulty: DifficultyFilter | null;
  includeUnpublished: boolean;
  sort: { column: SearchSortColumn; direction: SortDirection } | null;
  /** Items per type. */
  size: number;
}

/** One result with its group's total; what a result row shows. */
export interface ResultRow {
  searchType: SearchType;
  total: number;
  id: string;
  type: string;
  title: string;
  subtitle: string | null;
  composer: string | null;
  featuredArtist: string | null;
  volumeTitle: string | null;
  difficultyPiano: number | null;
  difficultyVocal: number | null;
  coverImage: string | null;
  videoDurationMs: number | null;
  published: boolean;
}

interface WordRow {
  word: string;
  isKnown: boolean;
  corrections: string[] | null;
  similarities: number[] | null;
}

/*
 * SQL pieces of the result query (`d` is search_documents); the terms repository shares the
 * visibility and difficulty conditions.
 */

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
function termCondition(term: { field: BrowseField; value: string } | null): SQL {
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

function textCondition(text: TextQueries | null): SQL {
  return text ? sql`d.document @@ to_tsquery('simple', ${text.all})` : sql`true`;
}

/**
 * Relevance as tiers: every word in the title, else in title and people, else also in the
 * volume title, else anywhere (subtitle, editors, publisher, description). Equal tiers are
 * ordered by title and id, so the order is stable.
 */
function tierExpression(text: TextQueries | null): SQL {
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
function sortKeyExpression(column: SearchSortColumn | null): SQL {
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
function orderExpression(direction: SortDirection | null): SQL {
  const relevance = sql`m.tier DESC, m.sort_title COLLATE "C", m.product_id COLLATE "C"`;
  if (!direction) return relevance;
  return sql`m.sort_key COLLATE "C" ${direction === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST, ${relevance}`;
}

export function createSearchRepository(db: Database) {
  return {
    /** The catalogue's search version (see search_state): cached answers of another are stale. */
    async catalogueVersion(): Promise<number> {
      const result = await db.execute(sql`SELECT version::text AS "version" FROM search_state`);
      return Number(rowsOf<{ version: string }>(result)[0]?.version ?? 0);
    },

    /**
     * Unaccents the words as the documents are, and for each correctable word that starts no
     * document word, finds the closest document words by trigram similarity (pg_trgm's %,
     * through its index); the caller keeps those within a typo's reach.
     */
    async resolveWords(words: readonly string[]): Promise<ResolvedWord[]> {
      const checked = words.map(isCorrectable);
      const result = await db.execute(sql`
        SELECT w.word AS "word", k.is_known AS "isKnown",
          c.words AS "corrections", c.similarities AS "similarities"
        FROM (
          SELECT lower(search_unaccent(u.word)) AS word, u.checked, u.position
          FROM unnest(${arrayLiteral(words)}::text[], ${arrayLiteral(checked)}::boolean[]) WITH ORDINALITY AS u(word, checked, position)
        ) w
        CROSS JOIN LATERAL (
          SELECT NOT w.checked OR EXISTS (
            SELECT 1 FROM search_words s
            WHERE s.word LIKE replace(replace(replace(w.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
          ) AS is_known
        ) k
        LEFT JOIN LATERAL (
          SELECT array_agg(s.word ORDER BY s.similarity DESC, s.word) AS words,
            array_agg(s.similarity ORDER BY s.similarity DESC, s.word) AS similarities
          FROM (
            SELECT s.word, similarity(s.word, w.word)::float8 AS similarity
            FROM search_words s
            WHERE NOT k.is_known AND s.word % w.word
            ORDER BY 2 DESC, 1
            LIMIT 10
          ) s
        ) c ON true
        ORDER BY w.position`);
      return rowsOf<WordRow>(result).map((row) => ({
        word: row.word,
        isKnown: row.isKnown,
        corrections: (row.corrections ?? []).map((word, index) => ({
          word,
          similarity: row.similarities?.[index] ?? 0,
        })),
      }));
    },

    /**
     * Each type's first `size` results in order, with the type's total. The matches are
     * gathered once; each type then keeps its first `size` by a bounded sort, and only
     * those rows are joined to their products.
     */
    async findResults(query: ResultsQuery): Promise<ResultRow[]> {
      const needsVolume = query.sort?.column === 'volumeTitle';
      const volumeShown = query.includeUnpublished ? sql`true` : sql`v.published`;
      const order = orderExpression(query.sort?.direction ?? null);
      const result = await db.execute(sql`
        WITH matched AS MATERIALIZED (
          SELECT d.product_id, d.search_type, d.sort_title,
            ${sortKeyExpression(query.sort?.column ?? null)} AS sort_key,
            ${tierExpression(query.text)} AS tier
          FROM search_documents d
          ${needsVolume ? sql`LEFT JOIN products v ON v.id = d.volume_id AND ${volumeShown}` : sql``}
          WHERE d.search_type = ANY(${arrayLiteral(query.types)}::text[])
            AND ${visibleCondition(query.includeUnpublished)}
            AND ${textCondition(query.text)}
            AND ${difficultyCondition(query.difficulty)}
            AND ${termCondition(query.term)}
        ),
        totals AS (
          SELECT search_type, count(*)::int AS total FROM matched GROUP BY search_type
        )
        SELECT t.search_type AS "searchType", t.total AS "total", p.id, p.type, p.title,
          p.subtitle, d.composer, d.featured_artist AS "featuredArtist",
          v.title AS "volumeTitle", p.difficulty_piano AS "difficultyPiano",
          p.difficulty_vocal AS "difficultyVocal", p.cover_image AS "coverImage",
          p.video_duration_ms AS "videoDurationMs", p.published
        FROM totals t
        CROSS JOIN LATERAL (
          SELECT * FROM matched m WHERE m.search_type = t.search_type
          ORDER BY ${order} LIMIT ${query.size}
        ) m
        JOIN products p ON p.id = m.product_id
        JOIN search_documents d ON d.product_id = m.product_id
        LEFT JOIN products v ON v.id = d.volume_id AND ${volumeShown}
        ORDER BY t.search_type, ${order}`);
      return rowsOf<ResultRow>(result);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
