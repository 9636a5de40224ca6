import {
  accountServerMessages,
  catalogueMessages,
  studioMessages,
  type StudioProduct,
  type StudioProductsPage,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA, pieceB, volumeA } = studioCatalogue;
const [pieceA1] = piecesA;

/** Who reaches the studio API, and what each publisher may see and change. */
describe.each(testDrivers)('studio authorization on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof asPerson>;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let unattached: ReturnType<typeof asPerson>;
  let ordinary: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    admin = await signedInAs(db, t.app, { email: 'admin@example.com', role: 'admin' });
    publisherA = await signedInAs(db, t.app, {
      email: 'alder@example.com',
      role: 'publisher',
      organisationId: imprintA.id,
    });
    publisherB = await signedInAs(db, t.app, {
      email: 'birch@example.com',
      role: 'publisher',
      organisationId: imprintB.id,
    });
    unattached = await signedInAs(db, t.app, { email: 'loose@example.com', role: 'publisher' });
    ordinary = await signedInAs(db, t.app, { email: 'reader@example.com', role: 'ordinary' });
    guest = asPerson(t.app, clientHeaders);
  });
  afterAll(() => t.close());

  const titleOf = async (id: string) =>
    (await t.database.handle.executeSql('SELECT title FROM products WHERE id = $1', [id])).rows[0]
      ?.title;

  it('refuses everyone but admins and publishers, whatever they ask for', async () => {
    const requests = [
      ['GET', '/api/studio/products'],
      ['GET', `/api/studio/products/${pieceB}`],
      ['GET', '/api/studio/products/no-such-product'],
      ['PATCH', `/api/studio/products/${pieceB}`, { title: 'Taken over' }],
      ['PUT', `/api/studio/products/${pieceA1}/placements/${volumeA}`, { position: 2 }],
    ] as const;
    for (const [method, url, body] of requests) {
      const asOrdinary = await ordinary(method, url, body);
      expect(asOrdinary.statusCode, url).toBe(403);
      expect(asOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
      const asGuest = await guest(method, url, body);
      expect(asGuest.statusCode, url).toBe(401);
      expect(asGuest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
    }
    expect(await titleOf(pieceB)).toBe('Juniper nocturne');
  });

  it('lists a publisher only its imprint’s products, and an admin every product', async () => {
    const ofA = (await publisherA('GET', '/api/studio/products')).json<StudioProductsPage>();
    expect(ofA.imprint).toBe(imprintA.name);
    expect(ofA.items.map((item) => item.id).sort()).toEqual([...piecesA, volumeA].sort());
    expect(ofA.total).toBe(4);
    const ofB = (await publisherB('GET', '/api/studio/products')).json<StudioProductsPage>();
    expect(ofB.items.map((item) => item.id)).toEqual([pieceB]);
    const all = (await admin('GET', '/api/studio/products')).json<StudioProductsPage>();
    expect(all).toMatchObject({ imprint: null, isWholeCatalogue: true });
    expect(all.total).toBe(5);
    const none = (await unattached('GET', '/api/studio/products')).json<StudioProductsPage>();
    expect(none).toMatchObject({ items: [], total: 0, imprint: null, isWholeCatalogue: false });
  });

  it('answers another imprint’s product exactly as a missing one, and never changes it', async () => {
    const missing = await publisherA('GET', '/api/studio/products/no-such-product');
    const othersGet = await publisherA('GET', `/api/studio/products/${pieceB}`);
    expect(othersGet.statusCode).toBe(404);
    expect(othersGet.json()).toEqual({
      statusCode: 404,
      message: catalogueMessages.productNotFound(pieceB),
    });
    expect(missing.json()).toEqual({
      statusCode: 404,
      message: catalogueMessages.productNotFound('no-such-product'),
    });
    const othersPatch = await publisherA('PATCH', `/api/studio/products/${pieceB}`, {
      title: 'Taken over',
      published: false,
    });
    expect(othersPatch.statusCode).toBe(404);
    expect(await titleOf(pieceB)).toBe('Juniper nocturne');
    const unattachedPatch = await unattached('PATCH', `/api/studio/products/${pieceB}`, {
      title: 'Taken over',
    });
    expect(unattachedPatch.statusCode).toBe(404);
    const othersMove = await publisherB(
      'PUT',
      `/api/studio/products/${pieceA1}/placements/${volumeA}`,
      { position: 3 },
    );
    expect(othersMove.statusCode).toBe(404);
  });

  it('lets a publisher change its own product and an admin any product', async () => {
    const own = await publisherB('PATCH', `/api/studio/products/${pieceB}`, {
      title: 'Juniper nocturne (revised)',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<StudioProduct>()).toMatchObject({ title: 'Juniper nocturne (revised)' });
    const byAdmin = await admin('PATCH', `/api/studio/products/${pieceB}`, {
      title: 'Juniper nocturne',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await titleOf(pieceB)).toBe('Juniper nocturne');
  });
});
