import { studioMessages, type StudioProduct } from '@cadenza/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const [piece] = studioCatalogue.piecesA;

describe.each(testDrivers)('studio cover images on %s', (driver) => {
  let t: TestApp;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadenza-studio-cover-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    await insertStudioCatalogue(t.database.handle);
    publisherA = await signedInAs(t.database.handle, t.app, {
      email: 'alder@example.com',
      role: 'publisher',
      organisationId: studioCatalogue.imprintA.id,
    });
    publisherB = await signedInAs(t.database.handle, t.app, {
      email: 'birch@example.com',
      role: 'publisher',
      organisationId: studioCatalogue.imprintB.id,
    });
    guest = asPerson(t.app, clientHeaders);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const coverInSearch = async () => {
    const answer = (await guest('GET', '/api/products/search?q=harbour')).json<{
      groups: Record<string, { items: { id: string; coverImage: { url: string } }[] } | undefined>;
    }>();
    return Object.values(answer.groups)
      .flatMap((group) => group?.items ?? [])
      .find((item) => item.id === piece)?.coverImage.url;
  };

  it('stores an uploaded cover, serves it, and shows it in the catalogue and search at once', async () => {
    expect(await coverInSearch()).toContain('cover.svg');
    const response = await publisherA('PUT', `/api/studio/products/${piece}/cover`, {
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<StudioProduct>().uploadedCover;
    expect(url).toMatch(new RegExp(`^/api/images/products/${piece}/covers/[0-9a-f]{64}\\.png$`));
    const image = await guest('GET', url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await guest('GET', `/api/products/${piece}`)).json()).toMatchObject({
      coverImage: { url },
    });
    expect(await coverInSearch()).toBe(url);

    const removed = await publisherA('DELETE', `/api/studio/products/${piece}/cover`);
    expect(removed.json<StudioProduct>().uploadedCover).toBeNull();
    expect(await coverInSearch()).toContain('cover.svg');
  });

  it('refuses what is not a small PNG, JPEG or WebP image, and another imprint’s product', async () => {
    const refused: [unknown, string][] = [
      [
        { contentType: 'image/jpeg', data: png.toString('base64') },
        studioMessages.coverContentMismatch('jpg'),
      ],
      [{ contentType: 'image/png', data: '' }, studioMessages.coverEmpty],
      [
        {
          contentType: 'image/png',
          data: Buffer.concat([png, Buffer.alloc(1024 * 1024)]).toString('base64'),
        },
        studioMessages.coverTooLarge(1024 * 1024),
      ],
      [
        { contentType: 'image/gif', data: png.toString('base64') },
        'a cover image is a PNG, JPEG or WebP file',
      ],
      [{ contentType: 'image/png', data: 'not base64!' }, 'the image must be sent in base64'],
    ];
    for (const [body, message] of refused) {
      const response = await publisherA('PUT', `/api/studio/products/${piece}/cover`, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    const others = await publisherB('PUT', `/api/studio/products/${piece}/cover`, {
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    expect(others.statusCode).toBe(404);
    const { rows } = await t.database.handle.executeSql(
      'SELECT cover_image FROM products WHERE id = $1',
      [piece],
    );
    expect(rows).toEqual([{ cover_image: null }]);
  });
});
