import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../../src/modules/catalogue/catalogue-cache.js';
import {
  createCatalogueRepository,
  type CatalogueRepository,
} from '../../src/modules/catalogue/catalogue.repository.js';
import {
  createCatalogueService,
  type CatalogueService,
} from '../../src/modules/catalogue/catalogue.service.js';
import { createProductAssembler } from '../../src/modules/catalogue/product-assembler.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { seedFakeCatalogue, viewers } from './seeded-catalogue.js';

/**
 * The catalogue answer cache: a repeated read is answered from it while the catalogue's
 * version stands, and every write the catalogue API can show moves the version on in its
 * transaction, so the next read shows the change.
 */
describe.each(testDrivers)('catalogue answer cache on %s', (driver) => {
  let t: TestApp;
  let service: CatalogueService;
  /** Repository calls that read the catalogue (the version read is not one). */
  let reads = 0;
  let collectionId: string;
  let volumeId: string;
  let pieceId: string;
  const sql = (text: string, values: unknown[] = []) => t.database.handle.executeSql(text, values);
  const version = async () =>
    Number((await sql('SELECT version::text AS v FROM catalogue_state')).rows[0]?.v);
  /** How many catalogue reads `work` made. */
  const readsOf = async (work: () => Promise<unknown>) => {
    const before = reads;
    await work();
    return reads - before;
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
    const repository = createCatalogueRepository(t.database.handle.db);
    // The seam: every repository method but the version read counts as a catalogue read.
    const counted = Object.fromEntries(
      Object.entries(repository).map(([name, method]) => [
        name,
        name === 'catalogueVersion'
          ? method
          : (...args: unknown[]) => {
              reads += 1;
              return (method as (...a: unknown[]) => unknown)(...args);
            },
      ]),
    ) as CatalogueRepository;
    service = createCatalogueService(
      counted,
      createProductAssembler(counted),
      createCatalogueCache(1000),
    );
    const [collection] = (await service.listCollections(null)).collections;
    collectionId = collection?.id ?? '';
    const [volume] = (await service.listCollectionVolumes(collectionId, null)).volumes;
    volumeId = volume?.id ?? '';
    pieceId = (await service.getProduct(volumeId, null)).pieces[0]?.id ?? '';
    if (!collectionId || !volumeId || !pieceId) throw new Error('need a collection, volume, piece');
  });
  afterAll(() => t.close());

  it('answers every repeated read from the cache while the version stands', async () => {
    const readsAll = () =>
      Promise.all([
        service.getHome(undefined, null),
        service.listCollections(null),
        service.listCollectionVolumes(collectionId, null),
        service.getVolume(volumeId, null, { expand: true }),
        service.getVolume(volumeId, null, { expand: false }),
        service.getProduct(pieceId, null),
      ]);
    const first = await readsAll();
    expect(await readsOf(readsAll)).toBe(0);
    expect(await readsAll()).toEqual(first);
    // A write nothing reads still moves the version; the next reads are computed again.
    await sql('UPDATE products SET title = title WHERE id = $1', [pieceId]);
    expect(await readsOf(readsAll)).toBeGreaterThan(0);
    expect(await readsOf(readsAll)).toBe(0);
  });

  it('shows a new title at once', async () => {
    await service.getProduct(pieceId, null);
    await service.getVolume(volumeId, null, { expand: true });
    await sql("UPDATE products SET title = 'Renamed piece' WHERE id = $1", [pieceId]);
    expect((await service.getProduct(pieceId, null)).title).toBe('Renamed piece');
    const volume = await service.getVolume(volumeId, null, { expand: true });
    expect('pieces' in volume && volume.pieces.find((p) => p.id === pieceId)?.title).toBe(
      'Renamed piece',
    );
  });

  it('hides an unpublished product from guests and keeps it for admins, each under its key', async () => {
    await service.getProduct(pieceId, null);
    await service.getProduct(pieceId, viewers.admin);
    await sql('UPDATE products SET published = false WHERE id = $1', [pieceId]);
    await expect(service.getProduct(pieceId, null)).rejects.toThrow();
    await expect(service.getProduct(pieceId, viewers.ordinary)).rejects.toThrow();
    expect((await service.getProduct(pieceId, viewers.admin)).id).toBe(pieceId);
    expect((await service.getProduct(pieceId, viewers.publisher)).id).toBe(pieceId);
    // The admin's answer, now cached, is not the guest's.
    await expect(service.getProduct(pieceId, null)).rejects.toThrow();
    await sql('UPDATE products SET published = true WHERE id = $1', [pieceId]);
    expect((await service.getProduct(pieceId, null)).id).toBe(pieceId);
  });

  it('follows a changed order of children', async () => {
    const order = async () =>
      (await service.listCollectionVolumes(collectionId, null)).volumes.map((v) => v.id);
    const before = await order();
    if (before.length < 2) throw new Error('need two volumes');
    await sql(`UPDATE product_relations SET position = -position - 1 WHERE parent_id = $1`, [
      collectionId,
    ]);
    expect(await order()).toEqual([...before].reverse());
    await sql(`UPDATE product_relations SET position = -position - 1 WHERE parent_id = $1`, [
      collectionId,
    ]);
    expect(await order()).toEqual(before);
  });

  it('follows credits and a renamed person', async () => {
    const composer = async () => (await service.getProduct(pieceId, null)).composer;
    const before = await composer();
    expect(before).toBeTruthy();
    await sql("UPDATE persons SET name = 'Someone Renamed' WHERE name = $1", [before]);
    expect(await composer()).toBe('Someone Renamed');
    const { rows } = await sql(
      "SELECT person_id FROM product_persons WHERE product_id = $1 AND role = 'composer'",
      [pieceId],
    );
    await sql("DELETE FROM product_persons WHERE product_id = $1 AND role = 'composer'", [pieceId]);
    expect(await composer()).toBeNull();
    for (const row of rows)
      await sql(
        "INSERT INTO product_persons (product_id, person_id, role, position) VALUES ($1, $2, 'composer', 0)",
        [pieceId, row.person_id],
      );
    expect(await composer()).toBe('Someone Renamed');
  });

  it('follows a publisher and its name', async () => {
    const publisher = async () => (await service.getProduct(pieceId, null)).orgName;
    await publisher();
    await sql(
      "INSERT INTO organisations (id, name) VALUES ('org-cache-test', 'First Press') ON CONFLICT DO NOTHING",
    );
    await sql("UPDATE products SET publisher_id = 'org-cache-test' WHERE id = $1", [pieceId]);
    expect(await publisher()).toBe('First Press');
    await sql("UPDATE organisations SET name = 'Second Press' WHERE id = 'org-cache-test'");
    expect(await publisher()).toBe('Second Press');
  });

  it('follows home carousels and their items', async () => {
    const home = () => service.getHome(undefined, null);
    const [hero] = (await home()).carousels;
    if (!hero) throw new Error('need a carousel');
    await sql("UPDATE home_carousels SET title = 'A new hero' WHERE id = $1", [hero.id]);
    expect((await home()).carousels[0]?.title).toBe('A new hero');
    await sql('DELETE FROM home_carousel_items WHERE carousel_id = $1', [hero.id]);
    expect((await home()).carousels.map((c) => c.id)).not.toContain(hero.id);
  });

  it('moves the version on at commit only, and not for a rolled-back transaction', async () => {
    const before = await version();
    await sql(`BEGIN; UPDATE products SET title = 'Never seen' WHERE id = '${pieceId}'; ROLLBACK`);
    expect(await version()).toBe(before);
    await sql("UPDATE products SET subtitle = 'A subtitle' WHERE id = $1", [pieceId]);
    expect(await version()).toBeGreaterThan(before);
  });
});
