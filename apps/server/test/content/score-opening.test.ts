import { contentMessages } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertImportedScore, insertProduct, numberedMusicXml } from './content-fixtures.js';

/** The engraved opening of a piece: a real sample of its score, never more than its preview. */
describe.each(testDrivers)('score openings (%s)', (driver) => {
  let t: TestApp;
  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/products/${id}/opening.svg` });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.database.handle;
    await insertProduct(db, {
      id: 'sonatina',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(16)),
    });
    await insertProduct(db, {
      id: 'one-bar',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(1)),
    });
    await insertProduct(db, {
      id: 'hidden',
      type: 'piece',
      published: false,
      scoreRef: await insertImportedScore(db, numberedMusicXml(12)),
    });
    await insertProduct(db, { id: 'film', type: 'video', videoRef: 'render:x:main' });
  });
  afterAll(() => t.close());

  it('engraves the first bars of the score, as far as its preview goes, for anyone', async () => {
    const response = await get('sonatina');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<svg[^>]*viewBox=/);
    // Each bar of the fixture carries its number as a word: the preview is bars 1–8 of 16.
    expect(response.body).toContain('bar-1<');
    expect(response.body).toContain('bar-8<');
    expect(response.body).not.toContain('bar-9<');
    expect((await get('sonatina')).body).toBe(response.body);
  });

  it('answers 404, named, for a score too short for a preview and for a product without one', async () => {
    for (const id of ['one-bar', 'film']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toMatchObject({ message: contentMessages.noOpening(id) });
    }
  });

  it('shows a guest nothing of an unpublished piece', async () => {
    expect((await get('hidden')).statusCode).toBe(404);
    expect((await get('no-such-piece')).statusCode).toBe(404);
  });
});
