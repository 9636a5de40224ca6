import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { persons, products } from './catalogue.js';
import { users } from './users.js';

/**
 * Every spelling of a person an import has met ('beethoven ludwig van', 'l v beethoven'), by
 * its normalised key, so a later import with any of them credits the same person. Dropped with
 * the person (a forced reseed truncates persons).
 */
export const personAliases = pgTable(
  'person_aliases',
  {
    /** Lower case, without accents, dates or punctuation, given names first. */
    aliasKey: text('alias_key').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** The surname's key, to find the people an initial-only spelling may be. */
    surnameKey: text('surname_key').notNull(),
  },
  (table) => [index('person_aliases_surname_idx').on(table.surnameKey)],
);

/** One upload (or CLI run) of scores, worked as a job; its files' outcomes are below. */
export const scoreImports = pgTable(
  'score_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The imprint the pieces are filed under (a publisher's own; an admin's choice or none). */
    imprintId: text('imprint_id'),
    /** The upload's name: the default volume of pieces no set or sheet files elsewhere. */
    name: text('name').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    /** Whether the import's new products are published at once (else drafts: studio uploads). */
    publish: boolean('publish').notNull().default(true),
    /**
     * Whether a failed import may be queued again: its job stopped on an error it did not
     * expect and kept the upload (an unreadable zip or sheet is not: its upload is gone).
     */
    retryable: boolean('retryable').notNull().default(false),
    /** How many score files the upload holds, once the job has listed them. */
    totalFiles: integer('total_files'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('score_imports_requested_by_idx').on(table.requestedBy, table.createdAt)],
);

export const scoreImportFiles = pgTable(
  'score_import_files',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => scoreImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The file's path inside the upload. */
    file: text('file').notNull(),
    status: text('status', { enum: ['imported', 'merged', 'refused'] }).notNull(),
    reason: text('reason'),
    productId: text('product_id'),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.importId, table.position] })],
);

/**
 * A recording uploaded in the studio and its alignment to the score, worked by the
 * `studio-align-recording` job (`job_id`, the latest queued); who asked, for the Jobs page.
 */
export const recordingAlignments = pgTable(
  'recording_alignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The pg-boss job working it (the latest, after a retry). */
    jobId: uuid('job_id'),
    /** The spooled upload (DATA_DIR/recording-uploads/…), deleted once aligned. */
    upload: text('upload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Steps done of the job's four (decode, align, encode, store). */
    step: smallint('step').notNull().default(0),
    error: text('error'),
    /** Whether Retry may queue it again (it failed and its upload is kept). */
    retryable: boolean('retryable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('recording_alignments_requested_by_idx').on(table.requestedBy, table.createdAt),
  ],
);
