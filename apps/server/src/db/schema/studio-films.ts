import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { users } from './users.js';

/**
 * A film uploaded in the studio and its job (`studio-make-film`): transcoded to AES-128 HLS,
 * aligned to the product's score when it has one, then made the product's film of `angle`.
 */
export const filmUploads = pgTable(
  'film_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'main' (a video's film) or a performance's camera: 'top', 'left', 'right'. */
    angle: text('angle', { enum: ['main', 'top', 'left', 'right'] }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The pg-boss job working it. */
    jobId: uuid('job_id'),
    /** The spooled upload (DATA_DIR/film-uploads/…), deleted once the film is stored. */
    upload: text('upload').notNull(),
    /** The film's length as probed on upload. */
    durationMs: integer('duration_ms').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    stage: text('stage', { enum: ['transcoding', 'aligning', 'storing'] }),
    /** Per cent of the transcoding done. */
    percent: smallint('percent').notNull().default(0),
    error: text('error'),
    /** Written while the job works (every few seconds): a job that stops writing has stopped. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The cover image cut from this film as the product's poster (its address), so removing
     * the film removes its poster too.
     */
    posterImage: text('poster_image'),
  },
  (table) => [
    index('film_uploads_product_idx').on(table.productId, table.createdAt),
    index('film_uploads_requested_by_idx').on(table.requestedBy, table.createdAt),
  ],
);
