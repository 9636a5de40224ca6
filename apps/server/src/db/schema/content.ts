import { sql } from 'drizzle-orm';
import {
  check,
  customType,
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
import { products } from './catalogue.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Secrets of the content module, one row. The media-token key is made on first start when
 * MEDIA_TOKEN_SECRET is not configured, so every process of a deployment signs alike.
 */
export const contentSecrets = pgTable(
  'content_secrets',
  {
    id: smallint('id').primaryKey().default(1),
    mediaTokenSecret: text('media_token_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_secrets_single_row', sql`${table.id} = 1`)],
);

export const mediaAssetKind = pgEnum('media_asset_kind', [
  'recording',
  'video',
  'pronunciation',
  'pdf',
]);

/**
 * Media made for a product (by the demo-media jobs or an import), stored under <productId>/ in
 * the media store (DATA_DIR/media or the MEDIA_STORE bucket). `variant` tells a product's
 * videos apart: 'main' or a perspective.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: mediaAssetKind('kind').notNull(),
    variant: text('variant').notNull().default('main'),
    /** Relative to the media store: a file, or for HLS the folder holding the playlist. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms'),
    /**
     * A recording's sync map ({ points: [ms, quarter notes][] }), or a pronunciation guide's
     * lines ({ lines: [{ text, startMs, endMs, sung: { startQ, endQ } | null }] }).
     */
    syncMap: jsonb('sync_map'),
    /**
     * What it was made from when other products may show the same files ('film:<camera>:<score
     * ref>'): such media are made once, and the others record the same path and key.
     */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.kind, table.variant] }),
    index('media_assets_source_idx').on(table.source),
  ],
);

/** AES-128 keys of HLS videos: in the database, never in a file the server hands out. */
export const mediaKeys = pgTable(
  'media_keys',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    key: bytea('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.variant] })],
);
