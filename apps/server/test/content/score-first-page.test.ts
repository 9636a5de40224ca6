import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_SCORE_MAX_BYTES, contentMessages } from '@cadenza/domain';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, DAY_MS } from '../fake-clock.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
const SIZE = 'width=1000&height=700';

/**
 * The score viewer's pre-rendered first page: the whole score's for a subscriber, the preview's
 * for anyone else (checked per request), engraved once per score version and viewer size.
 */
describe.each(testDrivers)('score first pages (%s)', (driver) => {
  let t: TestApp;
  const clock = createFakeClock();
  let subscriberCookie = '';
  let ordinaryCookie = '';
  const get = (id: string, cookie = '', query = SIZE) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/${id}/first-page.svg?${query}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp(driver, {}, { clock });
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
    // Over the browser's limit (a comment makes it long): its package sends no score.
    const padding = `<!--${'-'.repeat(BROWSER_SCORE_MAX_BYTES)}-->`;
    await insertProduct(db, {
      id: 'too-large',
      type: 'piece',
      scoreRef: await insertImportedScore(
        db,
        numberedMusicXml(16).replace('<part-list>', `${padding}<part-list>`),
      ),
    });
    await insertProduct(db, { id: 'film', type: 'video', videoRef: 'render:x:main' });
    await insertProduct(db, {
      id: 'hidden',
      type: 'piece',
      published: false,
      scoreRef: await insertImportedScore(db, numberedMusicXml(12)),
    });
    const subscriber = await createTestUser(db, { email: 'sub@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: subscriber.id,
      status: 'active',
      periodEnd: new Date(clock.now().getTime() + 10 * DAY_MS),
    });
    subscriberCookie = (await signIn(t.app, { email: 'sub@example.com', password: PASSWORD }))
      .cookie;
    await createTestUser(db, { email: 'plain@example.com', password: PASSWORD });
    ordinaryCookie = (await signIn(t.app, { email: 'plain@example.com', password: PASSWORD }))
      .cookie;
  });
  afterAll(() => t.close());

  it('sends a guest and a signed-in non-subscriber the first page of the preview only', async () => {
    for (const cookie of ['', ordinaryCookie]) {
      const response = await get('sonatina', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['x-content-preview']).toBe('true');
      expect(response.body).toMatch(/^<svg[^>]*viewBox=/);
      // Bar n of the fixture prints `bar-n`: the preview is bars 1–8 of 16.
      expect(response.body).toContain('bar-1<');
      expect(response.body).toContain('bar-8<');
      expect(response.body).not.toContain('bar-9<');
    }
  });

  it('sends a subscriber the first page of the whole score', async () => {
    const response = await get('sonatina', subscriberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-preview']).toBe('false');
    expect(response.body).toContain('bar-9<');
    expect(response.body).toContain('bar-16<');
  });

  it('engraves a new score version anew, and each viewer size to its own width', async () => {
    const before = await get('sonatina');
    const again = await get('sonatina');
    expect(again.body).toBe(before.body);
    const narrow = await get('sonatina', '', 'width=600&height=700');
    const widthOf = (svg: string) => /<svg[^>]*viewBox="0 0 (\d+) /.exec(svg)?.[1];
    expect(widthOf(narrow.body)).toBe('600');
    expect(widthOf(before.body)).toBe('1000');

    const retitled = numberedMusicXml(16).replace('Study &amp; Song', 'Second Edition');
    await t.database.handle.executeSql('UPDATE products SET score_ref = $1 WHERE id = $2', [
      await insertImportedScore(t.database.handle, retitled),
      'sonatina',
    ]);
    const after = await get('sonatina');
    expect(after.body).toContain('Second Edition');
    expect(before.body).not.toContain('Second Edition');
  });

  it('answers 204 for a score with no page to stand in: too short for a preview, too large for the browser', async () => {
    // The viewer asks beside the package, before it knows: an answer, not a 404 in its console.
    for (const [id, cookie] of [
      ['one-bar', ''],
      ['too-large', subscriberCookie],
    ] as const) {
      const response = await get(id, cookie);
      expect(response.statusCode, id).toBe(204);
      expect(response.body, id).toBe('');
      expect(response.headers['cache-control'], id).toBe('private, no-cache');
    }
    const pkg = await t.app.inject({
      method: 'GET',
      url: '/api/products/too-large/package',
      headers: { cookie: subscriberCookie },
    });
    expect(pkg.json()).toMatchObject({ isTooLargeForBrowser: true, score: '' });
  });

  it('answers 404, named, without a score, and for a hidden piece', async () => {
    const response = await get('film');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: contentMessages.noOpening('film') });
    expect((await get('hidden')).statusCode).toBe(404);
  });

  it('refuses a viewer size out of bounds or missing', async () => {
    for (const query of [
      'width=10&height=700',
      'width=1000',
      'width=1000&height=9000',
      'width=a&height=700',
    ])
      expect((await get('sonatina', '', query)).statusCode, query).toBe(400);
  });
});
