import {
  collectionsResponseSchema,
  collectionVolumesResponseSchema,
  homeResponseSchema,
  productSchema,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/http/viewer.js';
import { createCatalogueServiceFor } from '../../src/modules/catalogue/create-catalogue-service.js';
import type { CatalogueService } from '../../src/modules/catalogue/catalogue.service.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { seedFakeCatalogue, setPublished, viewers } from './seeded-catalogue.js';

describe.each(testDrivers)('unpublished products on %s', (driver) => {
  let t: TestApp;
  let service: CatalogueService;
  let volumeId: string;
  let hiddenPieceId: string;
  let hiddenVolumeId: string;
  let orphanPieceId: string;
  let hiddenCollectionId: string;
  let hiddenHeroItemId: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
    service = createCatalogueServiceFor(t.database.handle.db);
    const { collections } = await service.listCollections(null);
    const [first, second] = collections;
    if (!first || !second) throw new Error('need two collections');
    const volumes = (await service.listCollectionVolumes(first.id, null)).volumes;
    volumeId = volumes[0]?.id ?? '';
    hiddenVolumeId = volumes[1]?.id ?? '';
    hiddenPieceId = (await service.getProduct(volumeId, null)).pieces[0]?.id ?? '';
    orphanPieceId = (await service.getProduct(hiddenVolumeId, null)).pieces[0]?.id ?? '';
    hiddenCollectionId = second.id;
    const hero = (await service.getHome(undefined, null)).carousels[0]?.items ?? [];
    hiddenHeroItemId = hero.find((item) => ![volumeId, hiddenVolumeId].includes(item.id))?.id ?? '';
    for (const id of [hiddenPieceId, hiddenVolumeId, hiddenCollectionId, hiddenHeroItemId]) {
      await setPublished(t.database.handle, id, false);
    }
  });
  afterAll(() => t.close());

  it('answers 404 to a guest for an unpublished product, its volume page and its cover', async () => {
    expect((await get(`/api/products/${hiddenPieceId}`)).statusCode).toBe(404);
    expect((await get(`/api/volumes/${hiddenVolumeId}?expand=all`)).statusCode).toBe(404);
    expect((await get(`/api/collections/${hiddenCollectionId}/volumes`)).statusCode).toBe(404);
    expect((await get(`/api/images/products/${hiddenPieceId}/cover.svg`)).statusCode).toBe(404);
  });

  it('leaves unpublished children out of a volume, expanded or not', async () => {
    const expanded = volumeExpandedSchema.parse(
      (await get(`/api/volumes/${volumeId}?expand=all`)).json(),
    );
    expect(expanded.pieces.map((piece) => piece.id)).not.toContain(hiddenPieceId);
    expect(expanded.shuffledPieces.map((piece) => piece.id)).not.toContain(hiddenPieceId);
    const plain = productSchema.parse((await get(`/api/products/${volumeId}`)).json());
    expect(plain.pieces.length).toBe(expanded.pieces.length);
  });

  it('leaves an unpublished parent out of parentProducts', async () => {
    const piece = productSchema.parse((await get(`/api/products/${orphanPieceId}`)).json());
    expect(piece.parentProducts.map((parent) => parent.id)).not.toContain(hiddenVolumeId);
    expect(piece.volumeTitle).toBeNull();
  });

  it('leaves unpublished products out of lists and carousels', async () => {
    const { collections } = collectionsResponseSchema.parse((await get('/api/collections')).json());
    expect(collections.map((collection) => collection.id)).not.toContain(hiddenCollectionId);
    const collectionId = collections[0]?.id ?? '';
    const { volumes } = collectionVolumesResponseSchema.parse(
      (await get(`/api/collections/${collectionId}/volumes`)).json(),
    );
    expect(volumes.map((volume) => volume.id)).not.toContain(hiddenVolumeId);
    const home = homeResponseSchema.parse((await get('/api/home')).json());
    expect(
      home.carousels.flatMap((carousel) => carousel.items.map((item) => item.id)),
    ).not.toContain(hiddenHeroItemId);
  });

  it.each([
    ['an admin', viewers.admin],
    ['a publisher', viewers.publisher],
  ])('shows unpublished products to %s', async (_who, viewer: Viewer) => {
    const piece = await service.getProduct(hiddenPieceId, viewer);
    expect(piece.published).toBe(false);
    expect((await service.getProduct(volumeId, viewer)).pieces.map((item) => item.id)).toContain(
      hiddenPieceId,
    );
    expect(
      (await service.getProduct(orphanPieceId, viewer)).parentProducts.map((item) => item.id),
    ).toContain(hiddenVolumeId);
    expect((await service.listCollections(viewer)).collections.map((item) => item.id)).toContain(
      hiddenCollectionId,
    );
    const home = await service.getHome(undefined, viewer);
    expect(home.carousels[0]?.items.map((item) => item.id)).toContain(hiddenHeroItemId);
    const cover = await service.getCover(hiddenPieceId, viewer);
    expect(cover.isPublic).toBe(false);
  });

  it.each([
    ['an ordinary user', viewers.ordinary],
    ['a guest', null],
  ])('hides unpublished products from %s', async (_who, viewer: Viewer | null) => {
    await expect(service.getProduct(hiddenPieceId, viewer)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.getVolume(hiddenVolumeId, viewer, { expand: true })).rejects.toMatchObject(
      { statusCode: 404 },
    );
    expect(
      (await service.getProduct(volumeId, viewer)).pieces.map((item) => item.id),
    ).not.toContain(hiddenPieceId);
  });
});
