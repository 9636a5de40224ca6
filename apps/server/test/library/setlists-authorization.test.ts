import {
  SETLIST_MAX_PIECES,
  libraryMessages,
  type Setlist,
  type SetlistsPage,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import {
  asPerson,
  insertLibraryProducts,
  libraryProducts,
  signedInHeaders,
} from './library-fixtures.js';

const [pieceA, pieceB, pieceC] = libraryProducts.pieces;

describe.each(testDrivers)('setlists and who may see them on %s', (driver) => {
  let t: TestApp;
  let ann: ReturnType<typeof asPerson>;
  let ben: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertLibraryProducts(t.database.handle);
    ann = asPerson(t.app, await signedInHeaders(t.database.handle, t.app, 'ann@example.com'));
    ben = asPerson(t.app, await signedInHeaders(t.database.handle, t.app, 'ben@example.com'));
    guest = asPerson(t.app, clientHeaders);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (body: unknown) => {
    const response = await ann('POST', '/api/me/setlists', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Setlist>();
  };

  it('makes a setlist with its pieces in order, listed for its owner only', async () => {
    const setlist = await create({ title: '  Sunday recital ', productIds: [pieceB, pieceA] });
    expect(setlist).toMatchObject({
      title: 'Sunday recital',
      pieceCount: 2,
      isShared: false,
      isOwner: true,
    });
    expect(setlist.pieces.map((piece) => piece.id)).toEqual([pieceB, pieceA]);
    const mine = (await ann('GET', '/api/me/setlists')).json<SetlistsPage>();
    expect(mine.items).toEqual([expect.objectContaining({ id: setlist.id, pieceCount: 2 })]);
    expect((await ben('GET', '/api/me/setlists')).json()).toMatchObject({ items: [], total: 0 });
    expect((await guest('GET', '/api/me/setlists')).statusCode).toBe(401);
  });

  it('never shows another person’s setlist that is not shared, nor lets them change it', async () => {
    const setlist = await create({ title: 'Private' });
    const url = `/api/setlists/${setlist.id}`;
    const notFound = { statusCode: 404, message: libraryMessages.setlistNotFound(setlist.id) };
    expect((await ben('GET', url)).json()).toMatchObject(notFound);
    expect((await guest('GET', url)).json()).toMatchObject(notFound);
    const own = `/api/me/setlists/${setlist.id}`;
    const change = { title: 'Mine now', productIds: [pieceC], isShared: true };
    expect((await ben('PUT', own, change)).json()).toMatchObject(notFound);
    expect((await ben('POST', `${own}/pieces`, { productId: pieceC })).json()).toMatchObject(
      notFound,
    );
    expect((await ben('DELETE', own)).json()).toMatchObject(notFound);
    expect((await guest('PUT', own, change)).statusCode).toBe(401);
    expect((await guest('DELETE', own)).statusCode).toBe(401);
    const unchanged = (await ann('GET', url)).json<Setlist>();
    expect(unchanged).toMatchObject({ title: 'Private', pieceCount: 0, isShared: false });
  });

  it('shows a shared setlist read-only to anyone with its link, until it is unshared', async () => {
    const setlist = await create({ title: 'Shared', productIds: [pieceA, pieceC] });
    const own = `/api/me/setlists/${setlist.id}`;
    const shared = await ann('PUT', own, {
      title: 'Shared',
      productIds: [pieceC, pieceA],
      isShared: true,
    });
    expect(shared.json()).toMatchObject({ isShared: true });
    for (const viewer of [ben, guest]) {
      const seen = (await viewer('GET', `/api/setlists/${setlist.id}`)).json<Setlist>();
      expect(seen).toMatchObject({ title: 'Shared', isOwner: false, isShared: true });
      expect(seen.pieces.map((piece) => piece.id)).toEqual([pieceC, pieceA]);
    }
    // Read-only: sharing lets others see it, never change it, nor list it as theirs.
    expect(
      (await ben('PUT', own, { title: 'Taken', productIds: [], isShared: true })).statusCode,
    ).toBe(404);
    expect((await ben('GET', '/api/me/setlists')).json()).toMatchObject({ total: 0 });
    await ann('PUT', own, { title: 'Shared', productIds: [pieceC, pieceA], isShared: false });
    expect((await ben('GET', `/api/setlists/${setlist.id}`)).statusCode).toBe(404);
    expect((await guest('GET', `/api/setlists/${setlist.id}`)).statusCode).toBe(404);
  });

  it('adds a piece at the end, once', async () => {
    const setlist = await create({ title: 'Growing', productIds: [pieceA] });
    const url = `/api/me/setlists/${setlist.id}/pieces`;
    const added = (await ann('POST', url, { productId: pieceB })).json<Setlist>();
    expect(added.pieces.map((piece) => piece.id)).toEqual([pieceA, pieceB]);
    const again = await ann('POST', url, { productId: pieceA });
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: libraryMessages.pieceAlreadyInSetlist,
    });
    const volume = await ann('POST', url, { productId: libraryProducts.volume });
    expect(volume.json()).toMatchObject({ statusCode: 400, message: libraryMessages.notAPiece });
    const hidden = await ann('POST', url, { productId: libraryProducts.hidden });
    expect(hidden.statusCode).toBe(404);
    const [one, two] = await Promise.all([
      ann('POST', url, { productId: pieceC }),
      ann('POST', `/api/me/setlists/${setlist.id}/pieces`, { productId: 'piece-c' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const final = (await ann('GET', `/api/setlists/${setlist.id}`)).json<Setlist>();
    expect(final.pieces.map((piece) => piece.id)).toEqual([pieceA, pieceB, pieceC]);
  });

  it('refuses bad setlists with a specific error and changes nothing', async () => {
    const setlist = await create({ title: 'Kept', productIds: [pieceA] });
    const own = `/api/me/setlists/${setlist.id}`;
    const cases: [unknown, number, string][] = [
      [{ title: '   ', productIds: [], isShared: false }, 400, libraryMessages.titleRequired],
      [{ title: 'x'.repeat(121), productIds: [], isShared: false }, 400, 'at most 120'],
      [
        { title: 'Twice', productIds: [pieceA, pieceA], isShared: false },
        400,
        libraryMessages.pieceTwiceInSetlist,
      ],
      [
        { title: 'Volume', productIds: [pieceA, libraryProducts.volume], isShared: false },
        400,
        libraryMessages.notAPiece,
      ],
      [
        { title: 'Unknown', productIds: ['no-such-piece'], isShared: false },
        404,
        libraryMessages.pieceNotFound('no-such-piece'),
      ],
      [{ title: 'No sharing said', productIds: [] }, 400, 'isShared'],
      [
        {
          title: 'Too long',
          productIds: Array.from({ length: SETLIST_MAX_PIECES + 1 }, (_, i) => `p-${String(i)}`),
          isShared: false,
        },
        400,
        libraryMessages.setlistFull(SETLIST_MAX_PIECES),
      ],
    ];
    for (const [body, status, says] of cases) {
      const response = await ann('PUT', own, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(says);
    }
    const notPiece = await ann('PUT', own, cases[3]?.[0]);
    expect(notPiece.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('productIds.1');
    const kept = (await ann('GET', `/api/setlists/${setlist.id}`)).json<Setlist>();
    expect(kept).toMatchObject({ title: 'Kept', isShared: false });
    expect(kept.pieces.map((piece) => piece.id)).toEqual([pieceA]);
    expect((await ann('GET', '/api/setlists/not-a-uuid')).statusCode).toBe(400);
    expect((await ann('POST', '/api/me/setlists', { title: '' })).statusCode).toBe(400);
  });

  it('deletes a setlist for good, and pages the list', async () => {
    const setlist = await create({ title: 'Short-lived' });
    expect((await ann('DELETE', `/api/me/setlists/${setlist.id}`)).statusCode).toBe(204);
    expect((await ann('GET', `/api/setlists/${setlist.id}`)).statusCode).toBe(404);
    expect((await ann('DELETE', `/api/me/setlists/${setlist.id}`)).statusCode).toBe(404);
    const all = (await ann('GET', '/api/me/setlists')).json<SetlistsPage>();
    const page = (await ann('GET', '/api/me/setlists?from=1&size=2')).json<SetlistsPage>();
    expect(page.total).toBe(all.total);
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
  });
});
