import type { SearchType } from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { executePrepared } from '../../db/prepared-sql.js';
import { arrayLiteral, rowsOf } from './search-rows.js';
import { resultColumns, type ResultRow } from './search.repository.js';

/** A result of a one-word search: the row without its total (the counts give that). */
export type WordResultRow = Omit<ResultRow, 'total'>;

export function createWordResultsRepository(db: Database) {
  return {
    /**
     * Each type's first `take` documents holding any of `words`, in relevance order: the best
     * place a word has in the document, then title and id (as search.repository.ts ranks).
     * Read from search_postings, whose index keeps each word's documents of a type in that
     * order: for each word (and visibility), its first `take` are enough, since a document's
     * rank is its best word's. Type names are constants of the code, so few texts are ever
     * prepared.
     */
    async findWordResults(options: {
      words: readonly string[];
      types: readonly SearchType[];
      take: number;
      includeUnpublished: boolean;
    }): Promise<WordResultRow[]> {
      const { words, types, take, includeUnpublished } = options;
      if (!words.length || !types.length) return [];
      const typeRows = sql.join(
        types.map((type, index) => sql.raw(`('${type}', ${String(index)})`)),
        sql`, `,
      );
      const visibilities = includeUnpublished ? sql`(true), (false)` : sql`(true)`;
      const result = await executePrepared(
        db,
        sql`
        SELECT t.search_type AS "searchType", ${resultColumns(includeUnpublished)}
        FROM (VALUES ${typeRows}) AS t(search_type, position)
        CROSS JOIN LATERAL (
          SELECT p.title_key, min(p.weight) AS weight
          FROM unnest(${arrayLiteral(words)}::text[]) AS w(word)
          CROSS JOIN (VALUES ${visibilities}) AS v(published)
          CROSS JOIN LATERAL (
            SELECT p.title_key, p.weight FROM search_postings p
            WHERE p.word = w.word AND p.search_type = t.search_type AND p.published = v.published
            ORDER BY p.weight, p.title_key COLLATE "C"
            LIMIT ${take}
          ) p
          GROUP BY p.title_key
          ORDER BY min(p.weight), p.title_key COLLATE "C"
          LIMIT ${take}
        ) k
        JOIN search_documents d ON d.product_id = split_part(k.title_key, chr(1), -1)
        ORDER BY t.position, k.weight, k.title_key COLLATE "C"`,
      );
      return rowsOf<WordResultRow>(result);
    },
  };
}

export type WordResultsRepository = ReturnType<typeof createWordResultsRepository>;
