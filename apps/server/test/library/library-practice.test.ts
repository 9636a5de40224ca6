import {
  libraryMessages,
  type FavouritesPage,
  type PiecePractice,
  type PieceSettings,
  type PracticeTime,
  type RecentPiecesPage,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, MINUTE_MS } from '../fake-clock.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import {
  asPerson,
  insertLibraryProducts,
  libraryProducts,
  signedInHeaders,
} from './library-fixtures.js';

const [pieceA, pieceB, pieceC] = libraryProducts.pieces;
const settings: PieceSettings = {
  positionMs: 12_500,
  bar: '5',
  tempoPercent: 80,
  transpose: -2,
  loop: { from: 4, to: 7, isOn: true },
};

describe.each(testDrivers)('favourites and practice history on %s', (driver) => {
  const clock = createFakeClock(new Date('2030-01-15T09:00:00Z'));
  let t: TestApp;
  let ann: ReturnType<typeof asPerson>;
  let annElsewhere: ReturnType<typeof asPerson>;
  let ben: ReturnType<typeof asPerson>;

  beforeAll(async () => {
    t = await buildTestApp(driver, {}, { clock });
    await insertLibraryProducts(t.database.handle);
    ann = asPerson(t.app, await signedInHeaders(t.database.handle, t.app, 'ann@example.com'));
    // Ann's second device: a session of its own.
    const other = await signIn(t.app, {
      email: 'ann@example.com',
      password: 'a long passphrase 42',
    });
    annElsewhere = asPerson(t.app, { ...clientHeaders, cookie: other.cookie });
    ben = asPerson(t.app, await signedInHeaders(t.database.handle, t.app, 'ben@example.com'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to every library request without a session', async () => {
    const guest = asPerson(t.app, clientHeaders);
    const requests: [string, string, unknown?][] = [
      ['GET', `/api/me/pieces/${pieceA}/practice`],
      ['PUT', `/api/me/pieces/${pieceA}/practice`, settings],
      ['POST', `/api/me/pieces/${pieceA}/practice-time`, { seconds: 30, utcOffsetMinutes: 0 }],
      ['GET', '/api/me/practice/recent'],
      ['GET', '/api/me/practice/time'],
      ['GET', '/api/me/favourites'],
      ['PUT', `/api/me/favourites/${pieceA}`],
      ['DELETE', `/api/me/favourites/${pieceA}`],
    ];
    for (const [method, url, body] of requests) {
      const response = await guest(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts with nothing kept for a piece', async () => {
    const response = await ann('GET', `/api/me/pieces/${pieceA}/practice`);
    expect(response.json()).toEqual({
      productId: pieceA,
      isFavourite: false,
      settings: null,
      lastPractisedAt: null,
      totalSeconds: 0,
    });
  });

  it('keeps where a piece was left and its tempo, key and loop, for every device of that person only', async () => {
    const saved = await ann('PUT', `/api/me/pieces/${pieceA}/practice`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const onOtherDevice = (
      await annElsewhere('GET', `/api/me/pieces/${pieceA}/practice`)
    ).json<PiecePractice>();
    expect(onOtherDevice).toMatchObject({ settings, lastPractisedAt: clock.now().toISOString() });
    const bens = (await ben('GET', `/api/me/pieces/${pieceA}/practice`)).json<PiecePractice>();
    expect(bens.settings).toBeNull();
    const noLoop = { ...settings, loop: null, transpose: 3 };
    await annElsewhere('PUT', `/api/me/pieces/${pieceA}/practice`, noLoop);
    expect((await ann('GET', `/api/me/pieces/${pieceA}/practice`)).json()).toMatchObject({
      settings: noLoop,
    });
  });

  it('refuses settings out of range, naming the field, and keeps what was saved', async () => {
    const before = (await ann('GET', `/api/me/pieces/${pieceA}/practice`)).json<PiecePractice>();
    const cases: [unknown, string][] = [
      [{ ...settings, tempoPercent: 200 }, 'tempoPercent'],
      [{ ...settings, transpose: 7 }, 'transpose'],
      [{ ...settings, loop: { from: 8, to: 2, isOn: true } }, 'loop.to'],
      [{ ...settings, positionMs: -1 }, 'positionMs'],
      [{ ...settings, bar: '' }, 'bar'],
      [{ ...settings, colour: 'red' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await ann('PUT', `/api/me/pieces/${pieceA}/practice`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field),
        ).toContain(field);
    }
    const loopError = await ann('PUT', `/api/me/pieces/${pieceA}/practice`, cases[2]?.[0]);
    expect(loopError.body).toContain(libraryMessages.loopOutOfOrder);
    expect((await ann('GET', `/api/me/pieces/${pieceA}/practice`)).json()).toEqual(before);
  });

  it('answers 404 for a piece that does not exist or is not published, 400 for a volume', async () => {
    for (const id of ['no-such-piece', libraryProducts.hidden]) {
      const response = await ann('GET', `/api/me/pieces/${id}/practice`);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        message: libraryMessages.pieceNotFound(id),
      });
      expect((await ann('PUT', `/api/me/favourites/${id}`)).statusCode).toBe(404);
    }
    const volume = await ann('PUT', `/api/me/pieces/${libraryProducts.volume}/practice`, settings);
    expect(volume.json()).toMatchObject({ statusCode: 400, message: libraryMessages.notAPiece });
    expect((await ann('GET', '/api/me/pieces/bad%20id/practice')).statusCode).toBe(400);
  });

  it("keeps a draft piece's practice for the staff who may open it, not for anyone else, and lists it only once published", async () => {
    const draft = libraryProducts.hidden;
    const staff = [
      asPerson(
        t.app,
        await signedInHeaders(t.database.handle, t.app, 'pia@example.com', 'publisher'),
      ),
      asPerson(t.app, await signedInHeaders(t.database.handle, t.app, 'ada@example.com', 'admin')),
    ];
    for (const person of staff) {
      const fresh = await person('GET', `/api/me/pieces/${draft}/practice`);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json<PiecePractice>()).toMatchObject({ productId: draft, settings: null });
      const saved = await person('PUT', `/api/me/pieces/${draft}/practice`, settings);
      expect(saved.json<PiecePractice>().settings).toEqual(settings);
      const time = await person('POST', `/api/me/pieces/${draft}/practice-time`, {
        seconds: 30,
        utcOffsetMinutes: 0,
      });
      expect(time.statusCode).toBe(204);
      expect((await person('PUT', `/api/me/favourites/${draft}`)).statusCode).toBe(204);
      // The lists are the catalogue's as guests see it: a draft is kept, not listed.
      expect((await person('GET', '/api/me/practice/recent')).json()).toMatchObject({ items: [] });
      expect((await person('GET', '/api/me/favourites')).json()).toMatchObject({ items: [] });
    }
    const [publisher] = staff;
    await t.database.handle.executeSql('update products set published = true where id = $1', [
      draft,
    ]);
    const listed = (await publisher?.('GET', '/api/me/practice/recent'))?.json<RecentPiecesPage>();
    expect(listed?.items.map((item) => [item.product.id, item.settings])).toEqual([
      [draft, settings],
    ]);
    await t.database.handle.executeSql('update products set published = false where id = $1', [
      draft,
    ]);
    // An ordinary person still cannot tell a draft from a piece that does not exist.
    expect((await ann('GET', `/api/me/pieces/${draft}/practice`)).statusCode).toBe(404);
    expect((await ann('PUT', `/api/me/pieces/${draft}/practice`, settings)).statusCode).toBe(404);
  });

  it('adds practice time per piece and per calendar day, and charts every day of the range', async () => {
    clock.advance(MINUTE_MS);
    // The server's clock says 09:01 UTC on the 15th; the day is the person's, from their offset.
    const report = (id: string, utcOffsetMinutes: number, seconds: number) =>
      ann('POST', `/api/me/pieces/${id}/practice-time`, { seconds, utcOffsetMinutes });
    expect((await report(pieceB, 0, 30)).statusCode).toBe(204);
    await report(pieceB, 60, 45);
    // Ten hours west of Greenwich it is still the 14th; fourteen hours east, late on the 15th.
    await report(pieceC, -600, 20);
    await report(pieceA, 14 * 60, 10);
    const time = (
      await ann('GET', '/api/me/practice/time?days=7&until=2030-01-16')
    ).json<PracticeTime>();
    expect(time.days).toHaveLength(7);
    expect(time.days[0]).toEqual({ day: '2030-01-10', seconds: 0 });
    expect(time.days.slice(-3)).toEqual([
      { day: '2030-01-14', seconds: 20 },
      { day: '2030-01-15', seconds: 85 },
      { day: '2030-01-16', seconds: 0 },
    ]);
    // Without `until` the chart ends on the person's today, from their offset too.
    const west = (
      await ann('GET', '/api/me/practice/time?days=7&utcOffsetMinutes=-600')
    ).json<PracticeTime>();
    expect(west.days.at(-1)).toEqual({ day: '2030-01-14', seconds: 20 });
    expect(time.pieces.map((piece) => [piece.product.id, piece.seconds])).toEqual([
      [pieceB, 75],
      [pieceC, 20],
      [pieceA, 10],
    ]);
    expect(time.totalSeconds).toBe(105);
    const bens = (await ben('GET', '/api/me/practice/time?until=2030-01-16')).json<PracticeTime>();
    expect(bens.days).toHaveLength(30);
    expect(bens.totalSeconds).toBe(0);
  });

  it('refuses practice time from an offset no time zone has, or of an impossible length', async () => {
    const cases: [unknown, string][] = [
      [{ seconds: 30, utcOffsetMinutes: -12 * 60 - 1 }, 'utcOffsetMinutes'],
      [{ seconds: 30, utcOffsetMinutes: 14 * 60 + 1 }, 'utcOffsetMinutes'],
      [{ seconds: 30 }, 'utcOffsetMinutes'],
      [{ seconds: 0, utcOffsetMinutes: 0 }, 'seconds'],
      [{ seconds: 601, utcOffsetMinutes: 0 }, 'seconds'],
    ];
    for (const [body, says] of cases) {
      const response = await ann('POST', `/api/me/pieces/${pieceB}/practice-time`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(says);
    }
    const time = (
      await ann('GET', '/api/me/practice/time?days=7&until=2030-01-16')
    ).json<PracticeTime>();
    expect(time.totalSeconds).toBe(105);
    expect((await ann('GET', '/api/me/practice/time?days=3')).statusCode).toBe(400);
    expect((await ann('GET', '/api/me/practice/time?until=yesterday')).statusCode).toBe(400);
    expect((await ann('GET', '/api/me/practice/time?utcOffsetMinutes=900')).statusCode).toBe(400);
  });

  it('lists recently practised pieces, most recent first, with where each was left, in pages', async () => {
    clock.advance(MINUTE_MS);
    await ann('PUT', `/api/me/pieces/${pieceC}/practice`, settings);
    const first = (await ann('GET', '/api/me/practice/recent?size=2')).json<RecentPiecesPage>();
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.product.id)).toEqual([pieceC, pieceA]);
    expect(first.items[0]).toMatchObject({ settings, totalSeconds: 20 });
    expect(first.items[0]?.product.title).toBe(`Title of ${pieceC}`);
    const second = (
      await ann('GET', '/api/me/practice/recent?size=2&from=2')
    ).json<RecentPiecesPage>();
    expect(second.items.map((item) => [item.product.id, item.settings])).toEqual([[pieceB, null]]);
    expect((await ben('GET', '/api/me/practice/recent')).json()).toMatchObject({ total: 0 });
    expect((await ann('GET', '/api/me/practice/recent?size=101')).statusCode).toBe(400);
    expect((await ann('GET', '/api/me/practice/recent?page=2')).statusCode).toBe(400);
  });

  it('keeps favourites, newest first, each person their own; adding twice or removing twice changes nothing', async () => {
    for (const id of [pieceA, pieceB, pieceA]) {
      clock.advance(MINUTE_MS);
      expect((await ann('PUT', `/api/me/favourites/${id}`)).statusCode).toBe(204);
    }
    const list = (await annElsewhere('GET', '/api/me/favourites')).json<FavouritesPage>();
    expect(list).toMatchObject({ total: 2, from: 0, size: 20 });
    expect(list.items.map((item) => item.product.id)).toEqual([pieceB, pieceA]);
    expect(
      (await ann('GET', `/api/me/pieces/${pieceA}/practice`)).json<PiecePractice>().isFavourite,
    ).toBe(true);
    expect((await ben('GET', '/api/me/favourites')).json()).toMatchObject({ items: [], total: 0 });
    // Ben removing Ann's favourite removes nothing of Ann's.
    expect((await ben('DELETE', `/api/me/favourites/${pieceA}`)).statusCode).toBe(204);
    expect((await ann('DELETE', `/api/me/favourites/${pieceA}`)).statusCode).toBe(204);
    expect((await ann('DELETE', `/api/me/favourites/${pieceA}`)).statusCode).toBe(204);
    const after = (await ann('GET', '/api/me/favourites?size=1')).json<FavouritesPage>();
    expect(after).toMatchObject({ total: 1, size: 1 });
    expect(after.items.map((item) => item.product.id)).toEqual([pieceB]);
    const volume = await ann('PUT', `/api/me/favourites/${libraryProducts.volume}`);
    expect(volume.json()).toMatchObject({ statusCode: 400, message: libraryMessages.notAPiece });
  });

  it('documents every library endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/me/pieces/{id}/practice',
        '/me/pieces/{id}/practice-time',
        '/me/practice/recent',
        '/me/practice/time',
        '/me/favourites',
        '/me/favourites/{id}',
        '/me/setlists',
        '/me/setlists/{id}',
        '/me/setlists/{id}/pieces',
        '/setlists/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/me/pieces/{id}/practice'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
  });
});
