import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, productType } from './catalogue.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable product (search types volume, piece, performance, video, reading):
 * the weighted text-search document and the fields search filters, sorts and shows (a result
 * row is read from here alone, without its product or volume). Written
 * only by the database (function search_refresh_documents, called by triggers on products,
 * relations, credits, persons and publishers), so it is right after any write, seed or import.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchType: text('search_type', {
      enum: ['volume', 'piece', 'performance', 'video', 'reading'],
    }).notNull(),
    published: boolean('published').notNull(),
    difficultyPiano: smallint('difficulty_piano'),
    difficultyVocal: smallint('difficulty_vocal'),
    /** Lower-case, unaccented title: the tie-break of equal ranks and the title sort. */
    sortTitle: text('sort_title').notNull(),
    /** Composers' names joined as the catalogue shows them. */
    composer: text('composer'),
    featuredArtist: text('featured_artist'),
    /** The volume the product belongs to (itself for a volume). */
    volumeId: text('volume_id'),
    /** The volume's title and whether it is published (guests see the title only then). */
    volumeTitle: text('volume_title'),
    volumePublished: boolean('volume_published'),
    publisherId: text('publisher_id'),
    /** What a result row shows of the product, as the product has it. */
    type: productType('type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    coverImage: text('cover_image'),
    videoDurationMs: integer('video_duration_ms'),
    /** The product's own flag (`published` above is whether guests find it: published and media ready). */
    productPublished: boolean('product_published').notNull(),
    /** A: title; B: composers, arrangers, lyricists, featured artist; C: volume title; D: the rest. */
    document: tsvector('document').notNull(),
  },
  (table) => [
    // New entries wait in the index's pending list and go in, in bulk, when the refresh
    // ends (search_refresh_documents cleans the list: PGlite has no autovacuum to do it).
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_artist_idx').on(sql`lower(${table.featuredArtist})`),
    index('search_documents_publisher_idx').on(table.publisherId),
  ],
);

/**
 * How many documents hold each word of search_words, by search type, visibility and the best
 * place the word has in them (A: title, B: people, C: volume title, D: the rest); the empty
 * word counts every document. Kept by triggers on search_documents in the same transaction,
 * so that a one-word search knows its totals, and where its first results lie, without
 * visiting every match.
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    word: text('word').notNull(),
    searchType: text('search_type').notNull(),
    published: boolean('published').notNull(),
    weight: text('weight', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    documents: integer('documents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.searchType, table.published, table.weight] }),
  ],
);

/**
 * The postings of the words search_word_counts counts (four letters or more, not a number):
 * one row per document and word, with the best place the word has in the document (A: title,
 * B: people, C: volume title, D: the rest) and the document's key in relevance order within
 * that place (sort title, chr(1), product id, as search.repository.ts ranks). Kept by
 * triggers on search_documents in the same transaction. A one-word search reads each type's
 * first results from the index in that order, for each document word its beginning stands
 * for, instead of visiting every match (see word-results.repository.ts).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text('word').notNull(),
    searchType: text('search_type').notNull(),
    published: boolean('published').notNull(),
    weight: text('weight', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    titleKey: text('title_key').notNull(),
  },
  (table) => [
    uniqueIndex('search_postings_order_idx').on(
      table.word,
      table.searchType,
      table.published,
      table.weight,
      sql`${table.titleKey} COLLATE "C"`,
    ),
  ],
);

/**
 * Every lexeme of the documents, for typo tolerance: a query word that starts no lexeme is
 * replaced by the closest ones by trigram similarity.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

/**
 * Every short lexeme a document has held (under four letters, or holding a digit: the words
 * search_words leaves out), so that a finished short query word is searched whole when it is a
 * document word ('the' of "the entertainer") by one index lookup; a GIN check read the word's
 * every document (1.9 ms for 'the' at 100,000 products). Kept by a trigger on search_documents;
 * like search_words, a word stays when its documents go.
 */
export const searchShortWords = pgTable('search_short_words', {
  word: text('word').primaryKey(),
});

/**
 * Products whose documents wait for the end of the transaction that changed them: a seed or
 * import writes products, then links, then credits, and each document is built once, at commit.
 */
export const searchPending = pgTable('search_pending', {
  productId: text('product_id').primaryKey(),
});

/**
 * The catalogue's search version, one row: search_refresh_documents adds one in the
 * transaction that changes what a search can answer, so a cached answer is good exactly as
 * long as the version it was computed at is the one a new request reads.
 */
export const searchState = pgTable(
  'search_state',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('search_state_single_row', sql`${table.id} = 1`)],
);
