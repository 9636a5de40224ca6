import type {
  BrowseField,
  DifficultyFilter,
  SearchSortColumn,
  SearchType,
  SortDirection,
} from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { arrayLiteral, rowsOf } from './search-rows.js';
import {
  difficultyCondition,
  orderExpression,
  sortKeyExpression,
  termCondition,
  textCondition,
  tierExpression,
  visibleCondition,
} from './search-sql.js';
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
