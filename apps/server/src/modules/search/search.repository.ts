import {
  personRoleOfBrowseField,
  searchTypes,
  type BrowseField,
  type DifficultyFilter,
  type SearchSortColumn,
  type SearchType,
  type SortDirection,
} from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { executePrepared } from '../../db/prepared-sql.js';
import { arrayLiteral, rowsOf } from './search-rows.js';
import {
  isCorrectable,
  MAX_BEGINNING_WORDS,
  MAX_COMPLETIONS,
  MIN_CORRECTED_LENGTH,
  type ResolvedWord,
  type TextQueries,
} from './search-words.js';
import {
  toWordCounts,
  wordCountsJson,
  type WordCountRows,
  type WordCounts,
} from './word-counts.repository.js';

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
  /** Items of each type skipped before those (paging). */
  from: number;
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

/**
 * A page of results: each type's rows in order, and its total, known even when the page is
 * past the type's last result.
 */
export interface ResultsPage {
  rows: ResultRow[];
  totals: Partial<Record<SearchType, number>>;
}

interface WordRow {
  word: string;
  isKnown: boolean;
  completions: string[] | null;
  corrections: string[] | null;
  similarities: number[] | null;
  beginningWords: string[] | null;
  isWhole: boolean;
  counts: WordCountRows;
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

/**
 * A tsquery from its text, made once per statement (a sub-select), not once per row: a
 * prepared statement's generic plan cannot fold to_tsquery of a parameter into a constant.
 */
function tsquery(text: string): SQL {
  return sql`(SELECT to_tsquery('simple', ${text}))`;
}

function textCondition(text: TextQueries | null): SQL {
  return text ? sql`d.document @@ ${tsquery(text.all)}` : sql`true`;
}

/**
 * Relevance as tiers: every word in the title, else in title and people, else also in the
 * volume title, else anywhere (subtitle, editors, publisher, description); as a character,
 * '0' the best, so that it sorts first.
 */
function tierExpression(text: TextQueries | null): SQL {
  if (!text) return sql`'0'`;
  return sql`CASE
    WHEN d.document @@ ${tsquery(text.title)} THEN '0'
    WHEN d.document @@ ${tsquery(text.titleAndPeople)} THEN '1'
    WHEN d.document @@ ${tsquery(text.titlePeopleAndVolume)} THEN '2'
    ELSE '3' END`;
}

/**
 * A match's relevance order as one text, compared byte by byte: its tier, its title, then
 * after chr(1) its id, which ends the key (product ids hold no control characters). A group
 * keeps these keys in an array as it counts its matches, and sorts only the array.
 */
function rankKeyExpression(text: TextQueries | null): SQL {
  return sql`(${tierExpression(text)} || d.sort_title || chr(1) || d.product_id)`;
}

/** The volume's title where the viewer may see it (`d` is a search document), else null. */
function shownVolumeTitle(includeUnpublished: boolean | SQL): SQL {
  const shown =
    includeUnpublished === true
      ? sql`true`
      : includeUnpublished === false
        ? sql`d.volume_published`
        : sql`(d.volume_published OR ${includeUnpublished})`;
  return sql`CASE WHEN ${shown} THEN d.volume_title END`;
}

/**
 * The sort column's key, computed with the matches (`d` is search_documents): unaccented and
 * lower-case, compared byte by byte, so both drivers order alike.
 */
function sortKeyExpression(column: SearchSortColumn, includeUnpublished: boolean): SQL {
  switch (column) {
    case 'title':
      return sql`d.sort_title`;
    case 'composer':
      return sql`lower(search_unaccent(d.composer))`;
    case 'featuredArtist':
      return sql`lower(search_unaccent(d.featured_artist))`;
    case 'volumeTitle':
      return sql`lower(search_unaccent(${shownVolumeTitle(includeUnpublished)}))`;
  }
}

/**
 * What a result row shows, all from its search document `d` (which keeps the product's and
 * its volume's fields: no lookup of either), the volume's title only where the viewer may see
 * the volume. `includeUnpublished` is a constant of the statement, or an SQL boolean.
 */
export function resultColumns(includeUnpublished: boolean | SQL): SQL {
  return sql`d.product_id AS id, d.type, d.title, d.subtitle, d.composer,
  d.featured_artist AS "featuredArtist", ${shownVolumeTitle(includeUnpublished)} AS "volumeTitle",
  d.difficulty_piano AS "difficultyPiano", d.difficulty_vocal AS "difficultyVocal",
  d.cover_image AS "coverImage", d.video_duration_ms AS "videoDurationMs",
  d.product_published AS published`;
}

/** The sort column (blanks last either way), then relevance, title and id; `m` is a match. */
function orderExpression(direction: SortDirection | null): SQL {
  const relevance = sql`m.rank_key COLLATE "C"`;
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
     * Unaccents the words as the documents are; lists the document words each checked word
     * starts (for its completions up to MAX_COMPLETIONS, and for the word of a one-word query,
     * its postings, up to MAX_BEGINNING_WORDS),
     * and for each checked word that starts none, finds the closest document words by trigram
     * similarity (pg_trgm's %, through its index); the caller keeps those within a typo's reach.
     * A query of one known word gets the counts of that beginning too (see
     * word-counts.repository.ts), saving a round trip.
     */
    async resolveWords(
      words: readonly string[],
      includeUnpublished: boolean,
    ): Promise<{ words: ResolvedWord[]; counted: { word: string; counts: WordCounts } | null }> {
      // The words as a VALUES list and the code's constants as text, not parameters: the
      // statement's shape then tells the planner how many words there are, so PostgreSQL
      // keeps one generic plan per shape instead of planning every request (unnest of an array
      // parameter counts as 10 rows in a generic plan, which made it plan each request anew).
      const values = sql.join(
        words.map(
          (word, index) =>
            sql`(${word}::text, ${isCorrectable(word)}::boolean, ${sql.raw(String(index + 1))})`,
        ),
        sql`, `,
      );
      const constant = (value: number | boolean) => sql.raw(String(value));
      const isOneWord = words.length === 1;
      const completions = sql`CASE WHEN length(w.word) >= ${constant(MIN_CORRECTED_LENGTH)} AND cardinality(k.words) <= ${constant(MAX_COMPLETIONS)}
            THEN k.words END`;
      const result = await executePrepared(
        db,
        sql`
        SELECT w.word AS "word", NOT w.checked OR k.words IS NOT NULL AS "isKnown",
          ${completions} AS "completions",
          c.words AS "corrections", c.similarities AS "similarities",
          ${
            isOneWord
              ? sql`CASE WHEN cardinality(k.words) <= ${constant(MAX_BEGINNING_WORDS)} THEN k.words END`
              : sql`NULL::text[]`
          } AS "beginningWords",
          ${
            isOneWord
              ? sql`CASE WHEN w.checked AND k.words IS NOT NULL
            THEN ${wordCountsJson(sql`w.word`, includeUnpublished)} END`
              : sql`NULL::json`
          } AS "counts",
          -- A finished short word (another follows it) that a document has held is matched whole:
          -- 'the' in "the entertainer" as a prefix reads every word it starts.
          NOT w.checked AND w.position < ${constant(words.length)} AND length(w.word) > 1
            AND EXISTS (SELECT 1 FROM search_short_words s WHERE s.word = w.word) AS "isWhole"
        FROM (
          SELECT lower(search_unaccent(u.word)) AS word, u.checked, u.position
          FROM (VALUES ${values}) AS u(word, checked, position)
        ) w
        -- search_words holds every document word as long as a checked word or longer (numbers
        -- aside), so for a checked word these are all the words it starts.
        CROSS JOIN LATERAL (
          SELECT array_agg(s.word ORDER BY s.word) AS words
          FROM (
            SELECT s.word FROM search_words s
            WHERE w.checked
              AND s.word LIKE replace(replace(replace(w.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
            LIMIT ${constant((isOneWord ? MAX_BEGINNING_WORDS : MAX_COMPLETIONS) + 1)}
          ) s
        ) k
        LEFT JOIN LATERAL (
          SELECT array_agg(s.word ORDER BY s.similarity DESC, s.word) AS words,
            array_agg(s.similarity ORDER BY s.similarity DESC, s.word) AS similarities
          FROM (
            SELECT s.word, similarity(s.word, w.word)::float8 AS similarity
            FROM search_words s
            WHERE w.checked AND k.words IS NULL AND s.word % w.word
            ORDER BY 2 DESC, 1
            LIMIT 10
          ) s
        ) c ON true
        ORDER BY w.position`,
      );
      const rows = rowsOf<WordRow>(result);
      const [only] = rows;
      return {
        words: rows.map((row) => ({
          word: row.word,
          isKnown: row.isKnown,
          completions: row.completions,
          corrections: (row.corrections ?? []).map((word, index) => ({
            word,
            similarity: row.similarities?.[index] ?? 0,
          })),
          beginningWords: row.beginningWords,
          isWhole: row.isWhole,
        })),
        counted: only?.counts ? { word: only.word, counts: toWordCounts(only.counts) } : null,
      };
    },

    /**
     * Each type's `size` results after its first `from` in order, with the type's total. One
     * pass over the matches counts each type's and gathers their keys (relevance, and the sort
     * column's when sorting by one); each type then keeps its page of keys by a bounded sort,
     * and only those rows are read again, from their documents. A type whose page is empty still
     * answers one row (without a product) for its total.
     */
    async findResults(query: ResultsQuery): Promise<ResultsPage> {
      const sortColumn = query.sort?.column ?? null;
      const order = orderExpression(query.sort?.direction ?? null);
      const everyType = searchTypes.every((type) => query.types.includes(type));
      const result = await executePrepared(
        db,
        sql`
        SELECT g.search_type AS "searchType", g.total AS "total", ${resultColumns(query.includeUnpublished)}
        FROM (
          SELECT d.search_type, count(*)::int AS total,
            array_agg(${rankKeyExpression(query.text)}) AS rank_keys,
            ${sortColumn ? sql`array_agg(${sortKeyExpression(sortColumn, query.includeUnpublished)})` : sql`NULL::text[]`} AS sort_keys
          FROM search_documents d
          WHERE ${everyType ? sql`true` : sql`d.search_type = ANY(${arrayLiteral(query.types)}::text[])`}
            AND ${visibleCondition(query.includeUnpublished)}
            AND ${textCondition(query.text)}
            AND ${difficultyCondition(query.difficulty)}
            AND ${termCondition(query.term)}
          GROUP BY d.search_type
        ) g
        LEFT JOIN LATERAL (
          SELECT m.rank_key, m.sort_key, split_part(m.rank_key, chr(1), -1) AS product_id
          FROM unnest(g.rank_keys, g.sort_keys) AS m(rank_key, sort_key)
          ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.from}
        ) m ON true
        LEFT JOIN search_documents d ON d.product_id = m.product_id
        ORDER BY g.search_type, ${order}`,
      );
      const rows = rowsOf<ResultRow | (Pick<ResultRow, 'searchType' | 'total'> & { id: null })>(
        result,
      );
      const totals: ResultsPage['totals'] = {};
      for (const row of rows) totals[row.searchType] = row.total;
      return { rows: rows.filter((row): row is ResultRow => row.id !== null), totals };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
