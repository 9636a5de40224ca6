import {
  apiErrorSchema,
  collectionsResponseSchema,
  collectionVolumesResponseSchema,
  homeResponseSchema,
  productSchema,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { idsOfType, seedFakeCatalogue } from './seeded-catalogue.js';

describe.each(testDrivers)('catalogue API on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('gives a piece with its volume as parent, its people and relative media links', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    const res = await get(`/api/products/${pieceId}`);
    expect(res.statusCode).toBe(200);
    const piece = productSchema.parse(res.json());
    expect(piece.type).toBe('piece');
    expect(piece.parentProducts[0]?.type).toBe('volume');
    expect(piece.volumeTitle).toBe(piece.parentProducts[0]?.title);
    expect(piece.package?.url).toBe(`/api/products/${piece.id}/package`);
    expect(piece.previewPackage?.url).toBe(`/api/products/${piece.id}/preview-package`);
    expect(piece.coverImage.url).toMatch(
      new RegExp(`^/api/images/products/${piece.id}/cover\\.svg\\?v=\\w+$`),
    );
    expect(piece.orgName).toMatch(/^Cadenza /);
    expect(piece.persons.editors).toEqual([]);
  });

  it('gives a performance its masterclass, piece and the grandparent volume', async () => {
    const [performanceId] = await idsOfType(t.database.handle, 'performance');
    const performance = productSchema.parse((await get(`/api/products/${performanceId}`)).json());
    expect(performance.parentProducts.map((parent) => parent.type)).toEqual([
      'masterclass',
      'piece',
      'volume',
    ]);
    expect(performance.featuredArtist).toBeTruthy();
    expect(performance.videos.map((video) => video.perspective)).toEqual(['top', 'left', 'right']);
    expect(performance.videos[0]?.url).toBe(
      `/api/products/${performance.id}/videos/top/playlist.m3u8`,
    );
    const masterclass = productSchema.parse(
      (await get(`/api/products/${performance.parentProducts[0]?.id}`)).json(),
    );
    expect(masterclass.features.performances.map((item) => item.id)).toEqual([performance.id]);
    expect(masterclass.composer).toBe(performance.composer);
  });

  it('gives an explore item its masterclass and the grandparent volume', async () => {
    const [exploreId] = await idsOfType(t.database.handle, 'explore');
    const explore = productSchema.parse((await get(`/api/products/${exploreId}`)).json());
    expect(explore.parentProducts.map((parent) => parent.type)).toEqual(['masterclass', 'volume']);
    expect(explore.videoPlaylistUrl).toBe(`/api/products/${explore.id}/video/playlist.m3u8`);
    // No length until its video is made (test/content/video-duration.test.ts).
    expect(explore.videoDuration).toBeNull();
  });

  it('expands a volume with complete pieces, masterclasses and every other child', async () => {
    const volumeIds = await idsOfType(t.database.handle, 'volume');
    for (const volumeId of volumeIds) {
      const res = await get(`/api/volumes/${volumeId}?expand=all`);
      expect(res.statusCode).toBe(200);
      const volume = volumeExpandedSchema.parse(res.json());
      expect(volume.pieces.length).toBeGreaterThan(0);
      for (const piece of volume.pieces) {
        expect(piece.parentProducts[0]?.id).toBe(volume.id);
        expect(piece.package).not.toBeNull();
      }
      expect(
        volume.masterclasses.every((masterclass) => masterclass.features.performances.length === 1),
      ).toBe(true);
      const childTypes = new Set(volume.children.map((child) => child.type));
      for (const type of [
        'video',
        'aboutVolume',
        'aboutMusic',
        'credits',
        'readingSinglePage',
        'reading',
      ]) {
        expect(childTypes).toContain(type);
      }
      expect(volume.features.performances.length).toBe(volume.masterclasses.length);
      expect([...volume.shuffledPieces].map((piece) => piece.id).sort()).toEqual(
        volume.pieces.map((piece) => piece.id).sort(),
      );
    }
  });

  it('assembles a product in an expanded volume exactly as its own page does', async () => {
    // Relatives shared by several products asked at once (the volume of every piece) come once
    // from the database: each product must still get all of its own.
    const [volumeId] = await idsOfType(t.database.handle, 'volume');
    const volume = volumeExpandedSchema.parse(
      (await get(`/api/volumes/${volumeId ?? ''}?expand=all`)).json(),
    );
    // shuffledPieces is shuffled anew by each assembly.
    const withoutShuffle = (product: object) => ({ ...product, shuffledPieces: [] });
    for (const child of [...volume.pieces, ...volume.masterclasses, ...volume.children]) {
      const own = (await get(`/api/products/${child.id}`)).json<object>();
      expect(withoutShuffle(child)).toEqual(withoutShuffle(own));
    }
  });

  it('gives a volume without expand with summaries of its children', async () => {
    const [volumeId] = await idsOfType(t.database.handle, 'volume');
    const res = await get(`/api/volumes/${volumeId}`);
    const volume = productSchema.parse(res.json());
    expect(volumeExpandedSchema.safeParse(res.json()).success).toBe(false);
    expect(volume.pieces.length).toBeGreaterThan(0);
    expect(volume.parentProducts[0]?.type).toBe('collection');
  });

  it('lists collections by title and each collection’s volumes in order', async () => {
    const { collections } = collectionsResponseSchema.parse((await get('/api/collections')).json());
    expect(collections.length).toBeGreaterThanOrEqual(5);
    expect(collections.map((c) => c.title)).toEqual(
      collections.map((c) => c.title).sort((a, b) => a.localeCompare(b)),
    );
    for (const collection of collections) {
      const body = collectionVolumesResponseSchema.parse(
        (await get(`/api/collections/${collection.id}/volumes`)).json(),
      );
      expect(body.collection.id).toBe(collection.id);
      expect(body.volumes.length).toBeGreaterThan(0);
      expect(body.volumes.every((volume) => volume.type === 'volume')).toBe(true);
      const product = productSchema.parse((await get(`/api/products/${collection.id}`)).json());
      expect(product.volumes.map((volume) => volume.id)).toEqual(
        body.volumes.map((volume) => volume.id),
      );
    }
  });

  it('gives the home carousels: a hero first, then at least four more', async () => {
    const home = homeResponseSchema.parse((await get('/api/home')).json());
    expect(home.carousels[0]?.kind).toBe('hero');
    expect(home.carousels.length).toBeGreaterThanOrEqual(5);
    expect(
      home.carousels
        .slice(1)
        .every((carousel) => carousel.kind === 'standard' && carousel.items.length > 0),
    ).toBe(true);
  });

  it('gives an offer’s own carousels for its referral code and the default ones for an unknown code', async () => {
    const home = homeResponseSchema.parse((await get('/api/home')).json());
    const singing = homeResponseSchema.parse(
      (await get('/api/home?referralCode=TRINITY-SINGING')).json(),
    );
    expect(singing.carousels[0]?.title).toBe('Featured for singers');
    expect(singing.carousels.map((c) => c.id)).not.toEqual(home.carousels.map((c) => c.id));
    const unknown = homeResponseSchema.parse(
      (await get('/api/home?referralCode=no-such-offer')).json(),
    );
    expect(unknown).toEqual(home);
    expect(homeResponseSchema.parse((await get('/api/home?referralCode=')).json())).toEqual(home);
  });

  it.each([
    ['/api/products/zzzzzzzzzzzz', 'product zzzzzzzzzzzz not found'],
    ['/api/volumes/zzzzzzzzzzzz?expand=all', 'volume zzzzzzzzzzzz not found'],
    ['/api/collections/zzzzzzzzzzzz/volumes', 'collection zzzzzzzzzzzz not found'],
    ['/api/images/products/zzzzzzzzzzzz/cover.svg', 'product zzzzzzzzzzzz not found'],
  ])('answers %s for an unknown id with a 404 naming it', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toEqual({ statusCode: 404, message });
  });

  it('answers a 404 when the id is of another type', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    expect((await get(`/api/volumes/${pieceId}`)).statusCode).toBe(404);
    expect((await get(`/api/collections/${pieceId}/volumes`)).statusCode).toBe(404);
  });

  it.each(['bad%20id', 'x'.repeat(65), '%3Cscript%3E', '..%2F..%2Fetc'])(
    'refuses the garbage id %s with a 400 or 404, never a 500',
    async (id) => {
      const res = await get(`/api/products/${id}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(apiErrorSchema.parse(res.json()).statusCode).toBe(res.statusCode);
    },
  );

  it('documents every catalogue path in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/products/{id}',
        '/volumes/{id}',
        '/collections',
        '/collections/{id}/volumes',
        '/home',
        '/images/products/{id}/cover.svg',
      ]),
    );
  });

  it('refuses unknown query parameters', async () => {
    expect((await get('/api/home?page=2')).statusCode).toBe(400);
    const [volumeId] = await idsOfType(t.database.handle, 'volume');
    expect((await get(`/api/volumes/${volumeId}?expand=some`)).statusCode).toBe(400);
  });
});
