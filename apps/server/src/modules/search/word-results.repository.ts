import { searchTypes, type SearchType } from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { executePrepared } from '../../db/prepared-sql.js';
import { rowsOf } from './search-rows.js';
import { resultColumns, type ResultRow } from './search.repository.js';
import { weights, type Weight, type WordSlot } from './word-results-plan.js';

/** A result of a slot: the row without its total (the counts give that). */
export type WordResultRow = Omit<ResultRow, 'searchType' | 'total'> & { slot: number };

/** A slot's place in the statement: one per type and weight, in order, from 1. */
export function slotNumber(type: SearchType, weight: Weight): number {
  return searchTypes.indexOf(type) * weights.length + weights.indexOf(weight) + 1;
}

/**
 * Title, then id, as the relevance key compares them (search.repository.ts); the title-order
 * index holds this expression, so a walk reads the index in order.
 */
function titleOrder(alias: string): SQL {
  const table = sql.raw(alias);
  return sql`(${table}.sort_title || chr(1) || ${table}.product_id) COLLATE "C"`;
}

/**
 * The document holds a word with the statement's beginning (`q`), best in the `weight` place.
 */
function bestWeightIs(weight: Weight, document: SQL): SQL {
  const holds = (places: string) => sql`${document} @@ (SELECT ${sql.raw(places)} FROM q)`;
  switch (weight) {
    case 'A':
      return holds('a');
    case 'B':
      return sql`${holds('ab')} AND NOT ${holds('a')}`;
    case 'C':
      return sql`${holds('abc')} AND NOT ${holds('ab')}`;
    case 'D':
      return sql`${holds('word')} AND NOT ${holds('abc')}`;
  }
}

function visible(alias: string): SQL {
  return sql`(${sql.raw(alias)}.published OR (SELECT everything FROM q))`;
}

/**
 * One slot's rows (a 'B', 'C' or 'D' slot): walking the type in title order until enough
 * match (reading at most `walkLimit` documents), or reading all the word's matches and
 * sorting them. Type names and slot numbers are constants of the code; the statement's text
 * depends only on the plan's shape, so few texts are ever prepared.
 */
function slotQuery(slot: WordSlot): SQL {
  const number = sql.raw(String(slotNumber(slot.type, slot.weight)));
  const typeName = sql.raw(`'${slot.type}'`);
  if (slot.by === 'walk') {
    return sql`(
      SELECT w.product_id, ${number} AS slot
      FROM (
        SELECT d.product_id, d.sort_title, d.document FROM search_documents d
        WHERE d.search_type = ${typeName} AND ${visible('d')}
        ORDER BY ${titleOrder('d')}
        LIMIT ${slot.walkLimit}
      ) w
      WHERE ${bestWeightIs(slot.weight, sql`w.document`)}
      LIMIT ${slot.take}
    )`;
  }
  return sql`(
    SELECT m.product_id, ${number} AS slot
    FROM (
      -- Only the text index: OFFSET 0 keeps the planner from adding the type's whole list.
      SELECT d.product_id, d.sort_title, d.search_type, d.published, d.document
      FROM search_documents d
      WHERE d.document @@ (SELECT word FROM q)
      OFFSET 0
    ) m
    WHERE m.search_type = ${typeName} AND ${visible('m')}
      AND ${bestWeightIs(slot.weight, sql`m.document`)}
    ORDER BY ${titleOrder('m')}
    LIMIT ${slot.take}
  )`;
}

/**
 * The title slots' rows, all from one read of the title matches (the titles' own index):
 * titles often begin with the word, so their matches bunch in title order and are read, not
 * walked. Each type gathers its matches' title-order keys and keeps its first `take` by a
 * bounded sort (cheaper than sorting every match).
 */
function titleSlotsQuery(slots: readonly WordSlot[]): SQL {
  const each = (value: (slot: WordSlot) => SQL) =>
    sql.join(
      slots.map((slot) => sql`WHEN ${sql.raw(`'${slot.type}'`)} THEN ${value(slot)}`),
      sql` `,
    );
  return sql`(
    SELECT split_part(k.key, chr(1), -1) AS product_id, g.slot
    FROM (
      SELECT CASE t.search_type ${each((slot) => sql.raw(String(slotNumber(slot.type, 'A'))))} END AS slot,
        CASE t.search_type ${each((slot) => sql`${slot.take}::int`)} END AS take,
        array_agg(t.sort_title || chr(1) || t.product_id) AS keys
      FROM (
        SELECT d.product_id, d.sort_title, d.search_type, d.published
        FROM search_documents d
        WHERE ts_filter(d.document, '{a}') @@ (SELECT word FROM q)
        OFFSET 0
      ) t
      WHERE t.search_type IN (${sql.join(
        slots.map((slot) => sql.raw(`'${slot.type}'`)),
        sql`, `,
      )}) AND ${visible('t')}
      GROUP BY t.search_type
    ) g
    CROSS JOIN LATERAL (
      SELECT key FROM unnest(g.keys) AS key ORDER BY key COLLATE "C" LIMIT g.take
    ) k
  )`;
}

export function createWordResultsRepository(db: Database) {
  return {
    /** The slots' rows, each slot's in title order, for the documents with a word so beginning. */
    async findWordResults(options: {
      beginning: string;
      slots: readonly WordSlot[];
      includeUnpublished: boolean;
    }): Promise<WordResultRow[]> {
      if (!options.slots.length) return [];
      const titleSlots = options.slots.filter((slot) => slot.weight === 'A');
      const parts = [
        ...(titleSlots.length ? [titleSlotsQuery(titleSlots)] : []),
        ...options.slots.filter((slot) => slot.weight !== 'A').map(slotQuery),
      ];
      const result = await executePrepared(
        db,
        sql`
        WITH q AS MATERIALIZED (
          SELECT (b || ':*')::tsquery AS word, (b || ':*A')::tsquery AS a,
            (b || ':*AB')::tsquery AS ab, (b || ':*ABC')::tsquery AS abc,
            ${options.includeUnpublished}::boolean AS everything
          FROM (SELECT ${options.beginning}::text AS b) beginning
        )
        SELECT s.slot, ${resultColumns(sql`(SELECT everything FROM q)`)}
        FROM (${sql.join(parts, sql` UNION ALL `)}) s
        JOIN search_documents d ON d.product_id = s.product_id
        ORDER BY s.slot, ${titleOrder('d')}`,
      );
      return rowsOf<WordResultRow>(result);
    },
  };
}

export type WordResultsRepository = ReturnType<typeof createWordResultsRepository>;
