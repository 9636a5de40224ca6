import type { SearchType } from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { executePrepared } from '../../db/prepared-sql.js';
import { rowsOf } from './search-rows.js';

/** The best place a word has in a document: A title, B people, C volume title, D the rest. */
export type Weight = 'A' | 'B' | 'C' | 'D';

/** For each type, how many documents the viewer may see hold a word, by its best place. */
export type WordCounts = Partial<Record<SearchType, Partial<Record<Weight, number>>>>;

interface CountRow {
  searchType: SearchType;
  weight: Weight;
  documents: number;
}

/**
 * A sub-select giving, as JSON rows, how many documents of each type the viewer may see hold
 * a word beginning so, by the best place they give it (search_word_counts, kept by the
 * database). It rides along with the statement that resolves a one-word query.
 */
export function wordCountsJson(word: SQL, includeUnpublished: boolean): SQL {
  return sql`(
    SELECT json_agg(json_build_object('searchType', t.search_type, 'weight', t.weight,
      'documents', t.documents))
    FROM (
      SELECT search_type, weight, sum(documents)::int AS documents
      FROM search_word_counts
      WHERE word = ${word} AND (published OR ${includeUnpublished}::boolean)
      GROUP BY 1, 2
    ) t
  )`;
}

/** The counts from wordCountsJson's rows. */
export function toWordCounts(rows: readonly CountRow[] | null): WordCounts {
  const counts: WordCounts = {};
  for (const row of rows ?? []) (counts[row.searchType] ??= {})[row.weight] = row.documents;
  return counts;
}

export type WordCountRows = CountRow[] | null;

export function createWordCountsRepository(db: Database) {
  return {
    /**
     * The counts of a word a typo was corrected to, which are its own only when no longer
     * document word starts with it; null otherwise.
     */
    async countWord(word: string, includeUnpublished: boolean): Promise<WordCounts | null> {
      const result = await executePrepared(
        db,
        sql`
        SELECT NOT EXISTS (
            SELECT 1 FROM search_words s
            WHERE s.word LIKE replace(replace(replace(${word}::text, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '_%'
          ) AS "isWhole",
          ${wordCountsJson(sql`${word}::text`, includeUnpublished)} AS "counts"`,
      );
      const [row] = rowsOf<{ isWhole: boolean; counts: WordCountRows }>(result);
      return row?.isWhole ? toWordCounts(row.counts) : null;
    },
  };
}

export type WordCountsRepository = ReturnType<typeof createWordCountsRepository>;
