import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { users } from './users.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const productIdColumn = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** Pieces a person marked as favourites. */
export const favourites = pgTable(
  'favourites',
  {
    userId: userIdColumn(),
    productId: productIdColumn(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A piece as a person last practised it: where they were, the tempo, key and loop (null until
 * the player saved them; a row may hold only practice time), when, and the time spent in all.
 */
export const piecePractice = pgTable(
  'piece_practice',
  {
    userId: userIdColumn(),
    productId: productIdColumn(),
    positionMs: integer('position_ms'),
    bar: text('bar'),
    tempoPercent: smallint('tempo_percent'),
    transpose: smallint('transpose'),
    loopFrom: integer('loop_from'),
    loopTo: integer('loop_to'),
    isLoopOn: boolean('is_loop_on'),
    lastPractisedAt: timestamptz('last_practised_at').notNull(),
    totalSeconds: integer('total_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('piece_practice_user_recent_idx').on(table.userId, table.lastPractisedAt),
  ],
);

/** Seconds of playing per piece and calendar day (the person's own day, as their device said). */
export const practiceDays = pgTable(
  'practice_days',
  {
    userId: userIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: productIdColumn(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.productId] })],
);

/** A person's ordered list of pieces to play in sequence; readable by anyone with its link once shared. */
export const setlists = pgTable(
  'setlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    title: text('title').notNull(),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('setlists_user_updated_idx').on(table.userId, table.updatedAt)],
);

export const setlistPieces = pgTable(
  'setlist_pieces',
  {
    setlistId: uuid('setlist_id')
      .notNull()
      .references(() => setlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: productIdColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.setlistId, table.position] }),
    unique('setlist_pieces_setlist_product_key').on(table.setlistId, table.productId),
    index('setlist_pieces_product_idx').on(table.productId),
  ],
);
