import { createFakeScoreLibrary } from '@cadenza/music/testing';
import type { Viewer } from '../../src/http/viewer.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedDemoLibrary } from '../../src/modules/catalogue/seed-demo-library.js';

/** Seeds the demo library built from the small fake score library (a few hundred products). */
export async function seedFakeCatalogue(handle: DatabaseHandle): Promise<void> {
  const result = await seedDemoLibrary(handle.db, createFakeScoreLibrary());
  if (result.status !== 'seeded') throw new Error(`seed skipped: ${result.reason}`);
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
