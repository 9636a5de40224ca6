import { productIdFor } from '@cadenza/music/catalogue-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf, titlesOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/**
 * The answer cache: a repeated search is answered from it while the catalogue's search version
 * stands, and any catalogue write a search can see moves the version on at commit.
 */
describe.each(testDrivers)('search answer cache on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const search = createSearchClient(() => t.app);
  const sql = (text: string, values: unknown[] = []) => t.database.handle.executeSql(text, values);
  const id = (sourceKey: string) => productIdFor(sourceKey);
  const version = async () =>
    Number((await sql('SELECT version::text AS v FROM search_state')).rows[0]?.v);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
    const credentials = { email: 'cache-admin@example.com', password: 'a long admin password 42' };
    await createTestUser(t.database.handle, { ...credentials, role: 'admin' });
    admin = { authorization: `Bearer ${(await signIn(t.app, credentials)).token}` };
  });
  afterAll(() => t.close());

  it('answers a repeated search from the cache while the version stands', async () => {
    const first = await search.results({ q: 'humoresque' });
    expect(titlesOf(first, 'piece')).toEqual(['Humoresque, Op. 101 No. 7']);
    // Behind the triggers' back: the version does not move, so the cached answer stays.
    await sql("UPDATE search_documents SET document = to_tsvector('simple', 'gone')");
    expect(await search.results({ q: 'humoresque' })).toEqual(first);
    // A real write moves the version on; the same search is answered again.
    await sql("UPDATE products SET title = 'Humoresque in G-flat' WHERE id = $1", [
      id('t:p:humoresque'),
    ]);
    expect(titlesOf(await search.results({ q: 'humoresque' }), 'piece')).toEqual([
      'Humoresque in G-flat',
    ]);
    // Put every document back as the catalogue says.
    await sql('SELECT search_refresh_documents(ARRAY(SELECT id FROM products))');
  });

  it('shows a new cover and a deleted product at once on a repeated search', async () => {
    const waltz = id('t:p:waltz');
    expect(itemsOf(await search.results({ q: 'waltz' }), 'piece')[0]?.id).toBe(waltz);
    await sql("UPDATE products SET cover_image = 'covers/new-waltz.jpg' WHERE id = $1", [waltz]);
    expect(itemsOf(await search.results({ q: 'waltz' }), 'piece')[0]?.coverImage.url).toMatch(
      /covers\/new-waltz\.jpg$/,
    );
    expect(titlesOf(await search.results({ q: 'elise' }), 'piece')).toHaveLength(1);
    await sql('DELETE FROM products WHERE id = $1', [id('t:p:elise')]);
    expect(titlesOf(await search.results({ q: 'elise' }), 'piece')).toEqual([]);
  });

  it('follows a renamed composer in a repeated term list', async () => {
    const names = async () =>
      (await search.terms({ terms: 'composer' })).terms.map((term) => term.term);
    expect(await names()).toContain('Frédéric Chopin');
    await sql("UPDATE persons SET name = 'Fryderyk Chopin' WHERE name = 'Frédéric Chopin'");
    expect(await names()).toContain('Fryderyk Chopin');
    expect(await names()).not.toContain('Frédéric Chopin');
  });

  it('moves the version on at commit only, and not for a rolled-back transaction', async () => {
    const before = await version();
    await sql(
      `BEGIN; UPDATE products SET title = 'Never seen' WHERE id = '${id('t:p:moonlight')}'; ROLLBACK`,
    );
    expect(await version()).toBe(before);
    await sql("UPDATE products SET featured_artist = 'Someone Else' WHERE id = $1", [
      id('t:p:moonlight'),
    ]);
    expect(await version()).toBe(before + 1);
    // A write nothing in search shows leaves cached answers alone.
    await sql('UPDATE products SET updated_at = now() WHERE id = $1', [id('t:p:moonlight')]);
    expect(await version()).toBe(before + 1);
  });

  it('keeps admins’ answers apart from guests’', async () => {
    expect(titlesOf(await search.results({ q: 'secret' }, admin), 'piece')).toEqual([
      'Secret Nocturne',
    ]);
    expect(titlesOf(await search.results({ q: 'secret' }), 'piece')).toEqual([]);
    expect(titlesOf(await search.results({ q: 'secret' }, admin), 'piece')).toEqual([
      'Secret Nocturne',
    ]);
  });
});

describe.each(testDrivers)('search without the answer cache on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(driver, { SEARCH_CACHE_ITEMS: '0' });
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('answers every search from the database', async () => {
    const first = await search.results({ q: 'humoresque' });
    expect(titlesOf(first, 'piece')).toEqual(['Humoresque, Op. 101 No. 7']);
    await t.database.handle.executeSql(
      "UPDATE search_documents SET document = to_tsvector('simple', 'gone')",
    );
    expect(titlesOf(await search.results({ q: 'humoresque' }), 'piece')).toEqual([]);
  });
});
