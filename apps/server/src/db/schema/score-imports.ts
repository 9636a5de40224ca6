import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { persons } from './catalogue.js';
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
