import { personRoles, productTypes } from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const productType = pgEnum('product_type', productTypes);

export const personRole = pgEnum('person_role', personRoles);

export const carouselKind = pgEnum('carousel_kind', ['hero', 'standard']);

/** Publishers (`orgName`). */
export const organisations = pgTable('organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export interface StoredVideo {
  perspective: 'top' | 'left' | 'right';
  ref: string;
}

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    type: productType('type').notNull(),
    /** Where the product came from, unique: 'demo:piece:<score ref>', 'import:<sha256>'. Makes seeding and imports idempotent. */
    sourceKey: text('source_key').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    copyright: text('copyright'),
    featuredArtist: text('featured_artist'),
    publisherId: text('publisher_id').references(() => organisations.id, { onDelete: 'set null' }),
    difficultyPiano: smallint('difficulty_piano'),
    difficultyVocal: smallint('difficulty_vocal'),
    musicalKey: text('musical_key'),
    language: text('language'),
    year: smallint('year'),
    featureFlags: text('feature_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(true),
    /**
     * Genre tags ('art song', 'jazz'), normalised (domain `normaliseGenre`), edited in the
     * studio; in the search document and on the product page (migration 0020).
     */
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stored images (relative path or https URL); null cover/social/preview use the generated cover. */
    coverImage: text('cover_image'),
    socialImage: text('social_image'),
    previewImage: text('preview_image'),
    logoImage: text('logo_image'),
    titleImage: text('title_image'),
    /** 'gen:…'/'lib:…' (score library) or 'import:<sha256>' (imported_scores). */
    scoreRef: text('score_ref'),
    /** How the recording is made, e.g. 'synth:<score ref>' (rendered from the score). */
    recordingRef: text('recording_ref'),
    pdfRef: text('pdf_ref'),
    videoRef: text('video_ref'),
    videos: jsonb('videos')
      .$type<StoredVideo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    videoDurationMs: integer('video_duration_ms'),
    pronunciationAudioRef: text('pronunciation_audio_ref'),
    /** Where an imported piece's score came from (a URL, an edition), shown in its credits. */
    source: text('source'),
    /** The score's licence or rights statement as the import found it, shown in its credits. */
    licence: text('licence'),
    /**
     * Whether every medium the product's refs promise (recording, pronunciation guide, videos)
     * is made; kept by the database (migration 0011). Lists, carousels and search show a
     * product only when it is; its own page says it is being prepared.
     */
    mediaReady: boolean('media_ready').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_type_idx').on(table.type),
    index('products_publisher_idx').on(table.publisherId),
    index('products_media_pending_idx')
      .on(table.id)
      .where(sql`NOT ${table.mediaReady}`),
    check('products_difficulty_piano_range', sql`${table.difficultyPiano} BETWEEN 0 AND 9`),
    check('products_difficulty_vocal_range', sql`${table.difficultyVocal} BETWEEN 0 AND 9`),
  ],
);

/**
 * Ordered parent/child links. `position` orders a parent's children; `parentRank` orders a
 * child's parents, and rank 0 is "the parent" (spec §3: the first parent).
 */
export const productRelations = pgTable(
  'product_relations',
  {
    parentId: text('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    parentRank: integer('parent_rank').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId] }),
    index('product_relations_parent_idx').on(table.parentId, table.position),
    index('product_relations_child_idx').on(table.childId, table.parentRank),
  ],
);

export const persons = pgTable('persons', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** For alphabetical lists: 'Bach, Johann Sebastian'. */
  sortName: text('sort_name').notNull(),
  bornYear: smallint('born_year'),
  diedYear: smallint('died_year'),
  nationality: text('nationality'),
});

export const productPersons = pgTable(
  'product_persons',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: personRole('role').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.role, table.personId] }),
    index('product_persons_person_idx').on(table.personId, table.role),
  ],
);

/** Pages of a reading (HTML), in order; a navigated reading's menu lists their titles. */
export const readingPages = pgTable(
  'reading_pages',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/** Scores that came in through the importer (the library's are generated from their ref). */
export const importedScores = pgTable('imported_scores', {
  /** SHA-256 of the content, hex. */
  hash: text('hash').primaryKey(),
  format: text('format', { enum: ['musicxml', 'mei'] }).notNull(),
  content: text('content').notNull(),
  fileName: text('file_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Curated home rows; `referralCode` null is the default set, an offer's code selects its own. */
export const homeCarousels = pgTable(
  'home_carousels',
  {
    id: text('id').primaryKey(),
    referralCode: text('referral_code'),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    kind: carouselKind('kind').notNull(),
  },
  (table) => [index('home_carousels_code_idx').on(table.referralCode, table.position)],
);

export const homeCarouselItems = pgTable(
  'home_carousel_items',
  {
    carouselId: text('carousel_id')
      .notNull()
      .references(() => homeCarousels.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carouselId, table.position] })],
);

/** One row once the demo library is in; the seed takes an advisory lock before looking. */
export const catalogueSeedState = pgTable('catalogue_seed_state', {
  id: smallint('id').primaryKey(),
  version: text('version').notNull(),
  productCount: integer('product_count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's version, one row: statement-level triggers (migration 0009) add one in the
 * transaction of any write the catalogue API can show (products, relations, credits, persons,
 * publishers, reading pages, home carousels), so a cached answer is good exactly as long as
 * the version it was computed at is the one a new request reads.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_state_single_row', sql`${table.id} = 1`)],
);
