import { productIdFor } from '@cadenza/music/catalogue-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/**
 * A result row is read from its search document alone (migration 0024): after any write, the
 * row shows the product's and its volume's fields as they are now, to guests and staff, on a
 * repeated search too (the answer cache is on).
 */
describe.each(testDrivers)('search result rows after changes on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const search = createSearchClient(() => t.app);
  const sql = (text: string, values: unknown[] = []) => t.database.handle.executeSql(text, values);
  const id = (sourceKey: string) => productIdFor(sourceKey);
  const pedalling = id('t:video:pedal');
  /** The video's row, found by a word of its title (one word) and by two (one pass). */
  const videoRows = async (headers?: Record<string, string>) =>
    Promise.all(
      ['pedalling', 'pedalling nocturnes'].map(
        async (q) =>
          itemsOf(await search.results({ q, groupBy: '_type', size: 5 }, headers), 'video')[0],
      ),
    );

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
    const credentials = { email: 'rows-admin@example.com', password: 'a long admin password 42' };
    await createTestUser(t.database.handle, { ...credentials, role: 'admin' });
    admin = { authorization: `Bearer ${(await signIn(t.app, credentials)).token}` };
  });
  afterAll(() => t.close());

  it('shows the product’s new subtitle, cover, video length and publication', async () => {
    for (const row of await videoRows()) expect(row?.volumeTitle).toBe('Chopin: Nocturnes');
    await sql(
      "UPDATE products SET subtitle = 'Half pedals', cover_image = 'covers/pedal.jpg', video_duration_ms = 754000 WHERE id = $1",
      [pedalling],
    );
    for (const row of await videoRows()) {
      expect(row).toMatchObject({ id: pedalling, subtitle: 'Half pedals', videoDuration: 754000 });
      expect(row?.coverImage.url).toMatch(/covers\/pedal\.jpg$/);
    }
    await sql('UPDATE products SET published = false WHERE id = $1', [pedalling]);
    expect(await videoRows()).toEqual([undefined, undefined]);
    for (const row of await videoRows(admin)) expect(row).toMatchObject({ published: false });
    await sql('UPDATE products SET published = true WHERE id = $1', [pedalling]);
    for (const row of await videoRows()) expect(row).toMatchObject({ published: true });
  });

  it('shows its volume’s title to guests only while the volume is published', async () => {
    const volume = id('t:v:nocturnes');
    await sql('UPDATE products SET published = false WHERE id = $1', [volume]);
    for (const row of await videoRows()) expect(row?.volumeTitle).toBeNull();
    for (const row of await videoRows(admin)) expect(row?.volumeTitle).toBe('Chopin: Nocturnes');
    await sql("UPDATE products SET title = 'Chopin: Notturni' WHERE id = $1", [volume]);
    for (const row of await videoRows(admin)) expect(row?.volumeTitle).toBe('Chopin: Notturni');
    await sql('UPDATE products SET published = true WHERE id = $1', [volume]);
    for (const row of await videoRows()) expect(row?.volumeTitle).toBe('Chopin: Notturni');
  });

  it('sorts by the volume title the viewer may see', async () => {
    const volume = id('t:v:nocturnes');
    const sorted = async (headers?: Record<string, string>) =>
      itemsOf(
        await search.results({ filter: '_type:piece', sort: 'volumeTitle:asc', size: 50 }, headers),
        'piece',
      ).map((item) => item.volumeTitle);
    await sql('UPDATE products SET published = false WHERE id = $1', [volume]);
    const guests = await sorted();
    expect(guests).not.toContain('Chopin: Notturni');
    // Blanks last either way.
    expect(guests.at(-1)).toBeNull();
    expect((await sorted(admin))[0]).toBe('Chopin: Notturni');
    await sql('UPDATE products SET published = true WHERE id = $1', [volume]);
    expect((await sorted())[0]).toBe('Chopin: Notturni');
  });
});
