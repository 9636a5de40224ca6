import { productTypes, searchTypeOf } from '@cadenza/domain';
import { productIdFor } from '@cadenza/music/catalogue-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFakeCatalogue } from '../catalogue/seeded-catalogue.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf, titlesOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/** Search follows every kind of catalogue write, whoever makes it (here: plain SQL). */
describe.each(testDrivers)('search after catalogue changes on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);
  const sql = (text: string, values: unknown[] = []) => t.database.handle.executeSql(text, values);
  const id = (sourceKey: string) => productIdFor(sourceKey);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('finds pieces, performances and videos by their volume’s new title', async () => {
    await sql('UPDATE products SET title = $2 WHERE id = $1', [
      id('t:v:nocturnes'),
      'Chopin: Notturni',
    ]);
    const results = await search.results({ q: 'notturni', groupBy: '_type', size: 10 });
    expect(titlesOf(results, 'volume')).toEqual(['Chopin: Notturni']);
    expect(results.groups.piece?.total).toBe(3);
    expect(results.groups.performance?.total).toBe(2);
    expect(itemsOf(results, 'performance')[0]?.volumeTitle).toBe('Chopin: Notturni');
    expect(results.groups.video?.total).toBe(1);
  });

  it('finds products by a person’s new name, and no longer by the old one', async () => {
    await sql("UPDATE persons SET name = 'Antonin Leopold Dvorak' WHERE name = 'Antonín Dvořák'");
    expect(
      itemsOf(await search.results({ q: 'leopold' }), 'piece').map((item) => item.composer),
    ).toEqual(['Antonin Leopold Dvorak']);
    await sql("DELETE FROM product_persons WHERE product_id = $1 AND role = 'composer'", [
      id('t:p:humoresque'),
    ]);
    expect(titlesOf(await search.results({ q: 'leopold' }), 'piece')).toEqual([]);
    expect(
      (await search.terms({ terms: 'composer' })).terms.map((term) => term.term),
    ).not.toContain('Antonin Leopold Dvorak');
  });

  it('finds products by a new credit and a publisher’s new name', async () => {
    await sql(
      "INSERT INTO persons (id, name, sort_name) VALUES ('p-lang', 'Lang Lang', 'Lang, Lang')",
    );
    await sql(
      "INSERT INTO product_persons (product_id, person_id, role) VALUES ($1, 'p-lang', 'editor')",
      [id('t:p:moonlight')],
    );
    expect(titlesOf(await search.results({ q: 'lang' }), 'piece')).toEqual([
      'Moonlight Sonata, first movement',
    ]);
    await sql(
      "UPDATE organisations SET name = 'G. Henle Verlag München' WHERE name = 'Henle Verlag'",
    );
    expect(titlesOf(await search.results({ q: 'munchen' }), 'volume')).toEqual([
      'Chopin: Notturni',
    ]);
    const publishers = (await search.terms({ terms: 'publisher' })).terms.map((term) => term.term);
    expect(publishers).toEqual(['Edition Peters', 'G. Henle Verlag München']);
  });

  it('follows a piece moved to another volume, unpublished, or deleted', async () => {
    await sql('UPDATE product_relations SET parent_id = $2 WHERE child_id = $1', [
      id('t:p:waltz'),
      id('t:v:songs'),
    ]);
    expect(itemsOf(await search.results({ q: 'waltz' }), 'piece')[0]?.volumeTitle).toBe(
      'Songs of Love and Loss',
    );
    expect(titlesOf(await search.results({ q: 'waltz songs' }), 'piece')).toEqual([
      'Waltz in A minor, B. 150',
    ]);
    await sql('UPDATE products SET published = false WHERE id = $1', [id('t:p:waltz')]);
    expect(titlesOf(await search.results({ q: 'waltz' }), 'piece')).toEqual([]);
    await sql('DELETE FROM products WHERE id = $1', [id('t:p:elise')]);
    expect(titlesOf(await search.results({ q: 'elise' }), 'piece')).toEqual([]);
    expect(itemsOf(await search.results({ q: 'beethoven' }), 'piece')).toHaveLength(1);
  });

  it('finds what a transaction wrote once it commits, and nothing of one rolled back', async () => {
    const insert = (key: string, title: string) =>
      `INSERT INTO products (id, type, source_key, title) VALUES ('${id(key)}', 'piece', '${key}', '${title}')`;
    await sql(`BEGIN; ${insert('t:p:tx-a', 'Barcarolle in F-sharp')}; ROLLBACK`);
    expect(titlesOf(await search.results({ q: 'barcarolle' }), 'piece')).toEqual([]);
    await sql(
      `BEGIN; ${insert('t:p:tx-b', 'Berceuse in D-flat')}; UPDATE products SET title = 'Berceuse, Op. 57' WHERE id = '${id('t:p:tx-b')}'; COMMIT`,
    );
    expect(titlesOf(await search.results({ q: 'berceuse' }), 'piece')).toEqual([
      'Berceuse, Op. 57',
    ]);
  });

  it('puts each product type in the same group as the domain says', async () => {
    const { rows } = await sql(
      'SELECT t.type::text AS type, search_type_of(t.type) AS "searchType" FROM unnest(enum_range(NULL::product_type)) AS t(type)',
    );
    expect(Object.fromEntries(rows.map((row) => [row.type, row.searchType]))).toEqual(
      Object.fromEntries(productTypes.map((type) => [type, searchTypeOf(type)])),
    );
  });
});

describe.each(testDrivers)('search over the seeded demo library on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('finds every searchable product the seed wrote, by its own title', async () => {
    const { rows } = await t.database.handle.executeSql(
      "SELECT id, title, type::text AS type FROM products WHERE type NOT IN ('collection', 'masterclass')",
    );
    expect(rows.length).toBeGreaterThan(100);
    const { rows: documents } = await t.database.handle.executeSql(
      'SELECT count(*)::int AS n FROM search_documents',
    );
    expect(documents[0]?.n).toBe(rows.length);
    const piece = rows.find((row) => row.type === 'piece' && row.title === 'Heidenröslein');
    const found = itemsOf(await search.results({ q: 'heidenroslein goethe' }), 'piece');
    expect(found.map((item) => item.id)).toEqual([piece?.id]);
  });
});
