import { createFakeScoreLibrary } from '@cadenza/music/testing';
import type { Viewer } from '../../src/http/viewer.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedDemoLibrary } from '../../src/modules/catalogue/seed-demo-library.js';

/**
 * Seeds the demo library built from the small fake score library (a few hundred products), its
 * media recorded as made (see recordMediaAsMade): the catalogue as visitors see it once the
 * demo-media jobs are done.
 */
export async function seedFakeCatalogue(handle: DatabaseHandle): Promise<void> {
  const result = await seedDemoLibrary(handle.db, createFakeScoreLibrary());
  if (result.status !== 'seeded') throw new Error(`seed skipped: ${result.reason}`);
  await recordMediaAsMade(handle);
}

/**
 * Records every medium the products' refs promise as made (media_assets rows, as the demo-media
 * jobs leave them; no files, which catalogue and search never read), so every product is listed.
 */
export async function recordMediaAsMade(handle: DatabaseHandle): Promise<void> {
  await handle.executeSql(
    `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms)
     SELECT id, 'recording'::media_asset_kind, 'main', id || '/recording.m4a', 'audio/mp4', 1000
       FROM products WHERE recording_ref IS NOT NULL
     UNION ALL
     SELECT id, 'pronunciation', 'main', id || '/pronunciation.m4a', 'audio/mp4', 1000
       FROM products WHERE pronunciation_audio_ref IS NOT NULL
     UNION ALL
     SELECT id, 'video', 'main', id || '/video-main', 'application/vnd.apple.mpegurl', 1000
       FROM products WHERE video_ref IS NOT NULL
     UNION ALL
     SELECT p.id, 'video', v->>'perspective', p.id || '/video-' || (v->>'perspective'),
            'application/vnd.apple.mpegurl', 1000
       FROM products p CROSS JOIN LATERAL jsonb_array_elements(p.videos) v
     ON CONFLICT DO NOTHING`,
  );
}

/** Ids of products by type, in id order, straight from the database. */
export async function idsOfType(handle: DatabaseHandle, type: string): Promise<string[]> {
  const { rows } = await handle.executeSql('SELECT id FROM products WHERE type = $1 ORDER BY id', [
    type,
  ]);
  return rows.map((row) => String(row.id));
}

export async function setPublished(
  handle: DatabaseHandle,
  id: string,
  published: boolean,
): Promise<void> {
  await handle.executeSql('UPDATE products SET published = $2 WHERE id = $1', [id, published]);
}

export const viewers = {
  admin: { userId: 'u-admin', role: 'admin', sessionId: 's1' },
  publisher: { userId: 'u-publisher', role: 'publisher', sessionId: 's2' },
  ordinary: { userId: 'u-ordinary', role: 'ordinary', sessionId: 's3' },
} satisfies Record<string, Viewer>;
