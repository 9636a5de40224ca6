import { ANALYTICS_BATCH_MAX } from '@cadenza/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock } from '../fake-clock.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

const consent = 'cookieConsent=accepted';
const playback = { name: 'playback', properties: { productId: 'piece-1' } };

describe.each(testDrivers)('first-party analytics events on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    // A clock that stands still: the address limit counts in fixed five-minute windows, and a
    // window ending mid-test (on the system clock) let a 602nd batch through once in CI.
    t = await buildTestApp(driver, {}, { clock: createFakeClock() });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.handle.executeSql('DELETE FROM analytics_events');
    await t.database.handle.executeSql('DELETE FROM rate_limit_counters');
  });

  async function storedEvents() {
    const { rows } = await t.database.handle.executeSql(
      'SELECT name, user_id AS "userId", properties FROM analytics_events ORDER BY id',
    );
    return rows;
  }

  const post = (payload: unknown, headers: InjectOptions['headers'] = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: consent, ...headers },
      payload: payload as InjectOptions['payload'],
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('stores nothing for a visitor who has not accepted cookies', async () => {
    for (const cookie of ['', 'cookieConsent=no', 'isAuthenticated=true']) {
      const response = await post({ events: [playback] }, { ...clientHeaders, cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'no analytics without cookie consent' });
    }
    expect(await storedEvents()).toEqual([]);
  });

  it('stores a consenting visitor’s batch, as JSON or as the beacon’s text, without a client id', async () => {
    const json = await post({
      events: [playback, { name: 'login_request', properties: { method: 'password' } }],
    });
    expect(json.statusCode).toBe(202);
    expect(json.json()).toEqual({ stored: 2 });
    const beacon = await post(
      JSON.stringify({ events: [{ name: 'ad_conversion', properties: { offerCode: 'SPRING' } }] }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(beacon.statusCode).toBe(202);
    expect(await storedEvents()).toEqual([
      { name: 'playback', userId: null, properties: { productId: 'piece-1' } },
      { name: 'login_request', userId: null, properties: { method: 'password' } },
      { name: 'ad_conversion', userId: null, properties: { offerCode: 'SPRING' } },
    ]);
  });

  it('records the signed-in person as the server knows them, not as the browser says', async () => {
    const user = await createTestUser(t.database.handle, {
      email: 'listener@example.com',
      password: 'a long passphrase 42',
    });
    const client = await signIn(t.app, {
      email: 'listener@example.com',
      password: 'a long passphrase 42',
    });
    const response = await post({ events: [playback] }, { cookie: `${client.cookie}; ${consent}` });
    expect(response.statusCode).toBe(202);
    expect(await storedEvents()).toEqual([
      { name: 'playback', userId: user.id, properties: { productId: 'piece-1' } },
    ]);
  });

  it('refuses names outside the list, unknown or unbounded properties and oversized batches', async () => {
    const refused: unknown[] = [
      { events: [] },
      { events: [{ name: 'page_view', properties: {} }] },
      { events: [{ name: 'search_no_result', properties: { query: 'made up' } }] },
      { events: [{ name: 'playback', properties: { productId: 'piece-1', email: 'a@b.c' } }] },
      { events: [{ name: 'playback', properties: { productId: 'not a product id!' } }] },
      { events: [{ name: 'browse_click', properties: { category: 'x'.repeat(101) } }] },
      { events: [{ name: 'login_request', properties: { method: 'telepathy' } }] },
      { events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => playback) },
      { events: [playback], extra: true },
    ];
    for (const payload of refused) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const notJson = await post('not json', { 'content-type': 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it('limits the batches one address may send', async () => {
    let status = 202;
    let sent = 0;
    while (status === 202 && sent < 700) {
      status = (await post({ events: [playback] }, {}, '203.0.113.9')).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(601);
    expect((await post({ events: [playback] }, {}, '203.0.113.10')).statusCode).toBe(202);
  });

  it('records a search that found nothing only with consent, and not a filtered one', async () => {
    const search = (query: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/products/search?${query}`, headers: { cookie } });
    expect((await search('q=zzqqxx', '')).statusCode).toBe(200);
    expect((await search('q=Zzqqxx', consent)).statusCode).toBe(200);
    expect((await search('q=zzqqxx&filter=_type:piece', consent)).statusCode).toBe(200);
    expect(await storedEvents()).toEqual([
      { name: 'search_no_result', userId: null, properties: { query: 'Zzqqxx' } },
    ]);
  });
});
