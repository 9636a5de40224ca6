import {
  genreMessages,
  GENRES_MAX,
  studioMessages,
  type Product,
  type StudioGenres,
  type StudioImprints,
  type StudioProduct,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA, pieceB } = studioCatalogue;
const [pieceA1, pieceA2] = piecesA;

interface SearchAnswer {
  groups: Partial<Record<string, { items: { id: string }[] }>>;
}

/**
 * Genre tags in the studio: edited (normalised, refused with a reason), shown on the product,
 * found by search at once, suggested from the tags in use; and the imprints an upload may go to.
 */
describe.each(testDrivers)('studio genre tags on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof asPerson>;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let ordinary: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertStudioCatalogue(t.database.handle);
    admin = await signedInAs(t.database.handle, t.app, {
      email: 'admin@example.com',
      role: 'admin',
    });
    publisherA = await signedInAs(t.database.handle, t.app, {
      email: 'alder@example.com',
      role: 'publisher',
      organisationId: imprintA.id,
    });
    publisherB = await signedInAs(t.database.handle, t.app, {
      email: 'birch@example.com',
      role: 'publisher',
      organisationId: imprintB.id,
    });
    ordinary = await signedInAs(t.database.handle, t.app, {
      email: 'reader@example.com',
      role: 'ordinary',
    });
    guest = asPerson(t.app, clientHeaders);
  });
  afterAll(() => t.close());

  const searchIds = async (q: string) => {
    const answer = (
      await guest('GET', `/api/products/search?q=${encodeURIComponent(q)}`)
    ).json<SearchAnswer>();
    return Object.values(answer.groups).flatMap(
      (group) => group?.items.map((item) => item.id) ?? [],
    );
  };
  const suggestions = async (person: ReturnType<typeof asPerson>, q: string) => {
    const response = await person('GET', `/api/studio/genres?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StudioGenres>().items;
  };

  it('stores tags normalised, shows them on the product and finds them in search at once', async () => {
    // Read (and cached) before the change.
    expect(await searchIds('barcarolle')).toEqual([]);
    expect((await guest('GET', `/api/products/${pieceA1}`)).json<Product>().genres).toEqual([]);
    const saved = await publisherA('PATCH', `/api/studio/products/${pieceA1}`, {
      genres: ['  Barcarolle ', 'Art   Song', 'art song', 'Children’s'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StudioProduct>().genres).toEqual(['barcarolle', 'art song', "children's"]);
    expect((await guest('GET', `/api/products/${pieceA1}`)).json<Product>().genres).toEqual([
      'barcarolle',
      'art song',
      "children's",
    ]);
    expect(await searchIds('barcarolle')).toEqual([pieceA1]);

    // Removed: gone from the product and from search at once.
    const removed = await publisherA('PATCH', `/api/studio/products/${pieceA1}`, {
      genres: ['art song'],
    });
    expect(removed.json<StudioProduct>().genres).toEqual(['art song']);
    expect(await searchIds('barcarolle')).toEqual([]);
    expect((await guest('GET', `/api/products/${pieceA1}`)).json<Product>().genres).toEqual([
      'art song',
    ]);
  });

  it.each([
    ['an empty tag', ['   '], genreMessages.empty],
    ['a tag too long', ['x'.repeat(41)], genreMessages.tooLong(40)],
    ['a tag with punctuation', ['rock/pop'], genreMessages.characters('rock/pop')],
    [
      'too many tags',
      Array.from({ length: GENRES_MAX + 1 }, (_, index) => `style ${String(index)}`),
      genreMessages.tooMany(GENRES_MAX),
    ],
  ])('refuses %s with its reason, changing nothing', async (_case, genres, message) => {
    const response = await publisherA('PATCH', `/api/studio/products/${pieceA2}`, { genres });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect((await publisherA('GET', `/api/studio/products/${pieceA2}`)).json()).toMatchObject({
      genres: [],
    });
  });

  it('suggests tags in use on published products and the viewer’s own, most used first', async () => {
    await publisherA('PATCH', `/api/studio/products/${pieceA2}`, {
      genres: ['art song', 'ballad'],
    });
    // B's piece, unpublished: its tags are B's own business.
    await publisherB('PATCH', `/api/studio/products/${pieceB}`, {
      genres: ['art nouveau', 'ballad'],
      published: false,
    });
    expect(await suggestions(publisherA, 'ART')).toEqual([{ name: 'art song', products: 2 }]);
    expect(await suggestions(publisherB, 'art')).toEqual([
      { name: 'art song', products: 2 },
      { name: 'art nouveau', products: 1 },
    ]);
    expect(await suggestions(admin, 'ba')).toEqual([{ name: 'ballad', products: 2 }]);
    expect(await suggestions(publisherA, 'ba')).toEqual([{ name: 'ballad', products: 1 }]);
    // A pattern character is a character, not a wildcard.
    expect(await suggestions(admin, '%')).toEqual([]);
  });

  it('keeps tags to the studio’s people and each imprint to its own products', async () => {
    expect((await ordinary('GET', '/api/studio/genres?q=a')).statusCode).toBe(403);
    expect((await guest('GET', '/api/studio/genres?q=a')).statusCode).toBe(401);
    const other = await publisherB('PATCH', `/api/studio/products/${pieceA1}`, {
      genres: ['vandalised'],
    });
    expect(other.statusCode).toBe(404);
    const byOrdinary = await ordinary('PATCH', `/api/studio/products/${pieceA1}`, {
      genres: ['vandalised'],
    });
    expect(byOrdinary.statusCode).toBe(403);
    expect(byOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
    expect((await guest('GET', `/api/products/${pieceA1}`)).json<Product>().genres).toEqual([
      'art song',
    ]);
  });

  it('lists the imprints an upload may go to: all for an admin, its own for a publisher', async () => {
    const ofAdmin = (await admin('GET', '/api/studio/imprints')).json<StudioImprints>();
    expect(ofAdmin).toEqual({
      items: [
        { id: imprintA.id, name: imprintA.name },
        { id: imprintB.id, name: imprintB.name },
      ],
      canChoose: true,
    });
    expect((await publisherB('GET', '/api/studio/imprints')).json<StudioImprints>()).toEqual({
      items: [{ id: imprintB.id, name: imprintB.name }],
      canChoose: false,
    });
    expect((await ordinary('GET', '/api/studio/imprints')).statusCode).toBe(403);
    expect((await guest('GET', '/api/studio/imprints')).statusCode).toBe(401);
  });
});
