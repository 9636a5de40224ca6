import { productSchema, smallCoverUrl } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { idsOfType, seedFakeCatalogue } from './seeded-catalogue.js';

describe.each(testDrivers)('cover images on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('serves the product’s cover as an immutable SVG at its versioned URL', async () => {
    const [volumeId] = await idsOfType(t.database.handle, 'volume');
    const volume = productSchema.parse((await get(`/api/products/${volumeId}`)).json());
    const res = await get(volume.coverImage.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(volume.title.split(' ')[0]);
    expect(volume.socialImage.url).toBe(volume.coverImage.url);
  });

  it('escapes markup in titles and changes the URL when the title changes', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    const before = productSchema.parse((await get(`/api/products/${pieceId}`)).json());
    await t.database.handle.executeSql('UPDATE products SET title = $2 WHERE id = $1', [
      pieceId,
      'Fish & <Chips> "Op. 1"',
    ]);
    const after = productSchema.parse((await get(`/api/products/${pieceId}`)).json());
    expect(after.coverImage.url).not.toBe(before.coverImage.url);
    const svg = (await get(after.coverImage.url)).body;
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).not.toContain('<Chips>');
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it('serves the small rendition at the small URL, and refuses a size it does not draw', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    const piece = productSchema.parse((await get(`/api/products/${pieceId}`)).json());
    const small = await get(smallCoverUrl(piece.coverImage.url));
    expect(small.statusCode).toBe(200);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.body).toMatch(/^<svg /);
    expect(small.body).not.toContain('<text');
    expect((await get(piece.coverImage.url)).body).toContain('<text');
    const huge = await get(`${piece.coverImage.url}&size=huge`);
    expect(huge.statusCode).toBe(400);
  });

  it('draws the same cover every time', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'performance');
    const url = `/api/images/products/${pieceId}/cover.svg`;
    expect((await get(url)).body).toBe((await get(url)).body);
  });
});
