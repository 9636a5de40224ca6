import type { CatalogueFigures, Numbers } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock } from '../fake-clock.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { scenario, seedNumbersScenario } from './numbers-scenario.js';

const password = 'a long passphrase 42';
const rangeQuery = `from=${scenario.range.from}&to=${scenario.range.to}`;

describe.each(testDrivers)('the numbers and catalogue figures on %s', (driver) => {
  let t: TestApp;
  const headers: Record<'admin' | 'publisher' | 'orphan' | 'ordinary', Record<string, string>> = {
    admin: {},
    publisher: {},
    orphan: {},
    ordinary: {},
  };

  beforeAll(async () => {
    t = await buildTestApp(driver, {}, { clock: createFakeClock(scenario.now) });
    const db = t.database.handle;
    await seedNumbersScenario(db);
    for (const [name, role] of [
      ['admin', 'admin'],
      ['publisher', 'publisher'],
      ['orphan', 'publisher'],
      ['ordinary', 'ordinary'],
    ] as const) {
      await createTestUser(db, { email: `${name}@console.example`, password, role });
      const client = await signIn(t.app, { email: `${name}@console.example`, password });
      headers[name] = { ...clientHeaders, cookie: client.cookie };
    }
    await db.executeSql('UPDATE users SET organisation_id = $1 WHERE email = $2', [
      scenario.north,
      'publisher@console.example',
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: keyof typeof headers | 'guest', url: string) =>
    t.app.inject({ method: 'GET', url, headers: who === 'guest' ? clientHeaders : headers[who] });

  it('gives the scenario’s figures, each from the tables that hold the facts', async () => {
    const response = await get('admin', `/api/console/numbers?${rangeQuery}`);
    expect(response.statusCode).toBe(200);
    const numbers = response.json<Numbers>();
    expect(numbers.range).toEqual(scenario.range);
    expect(numbers.days).toHaveLength(10);
    const day = (date: string) => numbers.days.find((entry) => entry.day === date);
    expect(day('2030-03-02')).toEqual({
      day: '2030-03-02',
      signups: 2,
      trialsStarted: 2,
      activeSubscribers: 4,
    });
    expect(day('2030-03-03')).toMatchObject({ signups: 1, trialsStarted: 1, activeSubscribers: 3 });
    expect(day('2030-03-05')).toMatchObject({ activeSubscribers: 4 });
    expect(day('2030-03-07')).toMatchObject({ activeSubscribers: 3 });
    expect(day('2030-03-09')).toMatchObject({ signups: 1, trialsStarted: 0 });
    expect(numbers.signups).toBe(4);
    expect(numbers.trialsStarted).toBe(3);
    expect(numbers.conversion).toEqual({ trialsEnded: 2, converted: 1, rate: 0.5 });
    expect(numbers.activeSubscribers).toBe(3);
    expect(numbers.churn).toEqual({ subscribersAtStart: 4, churned: 1, rate: 0.25 });
    expect(numbers.mrr).toEqual([
      { currency: 'GBP', amountMinor: 1998 },
      { currency: 'USD', amountMinor: 1299 },
    ]);
    expect(numbers.recovered).toEqual({
      payments: 1,
      amounts: [{ currency: 'GBP', amountMinor: 999 }],
    });
    expect(numbers.noResultSearches).toEqual([
      { query: 'mozartt', searches: 2 },
      { query: 'xyzzy', searches: 1 },
    ]);
    expect(numbers.events).toEqual([
      { name: 'playback', count: 4 },
      { name: 'search_no_result', count: 3 },
    ]);
    expect(numbers.practisedPieces).toEqual([
      { productId: scenario.pieceA, title: 'Clair de lune', seconds: 900, people: 2 },
      { productId: scenario.pieceB, title: 'Gymnopédie No. 1', seconds: 120, people: 1 },
    ]);
  });

  it('counts only what falls inside a narrower range', async () => {
    const response = await get('admin', '/api/console/numbers?from=2030-03-03&to=2030-03-04');
    const numbers = response.json<Numbers>();
    expect(numbers.signups).toBe(1);
    expect(numbers.trialsStarted).toBe(1);
    expect(numbers.conversion).toEqual({ trialsEnded: 0, converted: 0, rate: null });
    expect(numbers.churn).toEqual({ subscribersAtStart: 4, churned: 1, rate: 0.25 });
    expect(numbers.recovered).toEqual({ payments: 0, amounts: [] });
    expect(numbers.practisedPieces.map((piece) => piece.seconds)).toEqual([300, 120]);
  });

  it('stops the range at today and refuses ranges that are out of order or too long', async () => {
    const future = await get('admin', '/api/console/numbers?from=2030-03-18&to=2030-04-30');
    expect(future.json<Numbers>().range).toEqual({ from: '2030-03-18', to: '2030-03-20' });
    const backwards = await get('admin', '/api/console/numbers?from=2030-03-10&to=2030-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      errors: [{ field: 'to', message: 'the range must end on or after the day it starts' }],
    });
    const long = await get('admin', '/api/console/numbers?from=2028-01-01&to=2030-03-01');
    expect(long.statusCode).toBe(400);
    const ahead = await get('admin', '/api/console/numbers?from=2030-04-01&to=2030-04-02');
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ message: 'the range starts after today' });
  });

  it('exports the same figures as CSV', async () => {
    const response = await get('admin', `/api/console/numbers.csv?${rangeQuery}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cadenza-numbers-2030-03-01-2030-03-10.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('metric,key,label,value');
    expect(lines).toContain('signups,2030-03-02,,2');
    expect(lines).toContain('trial_conversion_rate,2030-03-01/2030-03-10,,0.5');
    expect(lines).toContain('mrr,GBP,minor units,1998');
    expect(lines).toContain('churned,2030-03-01/2030-03-10,,1');
    expect(lines).toContain('no_result_search,mozartt,,2');
    expect(lines).toContain('events,playback,2030-03-01/2030-03-10,4');
    expect(lines).toContain(`practice_seconds,${scenario.pieceA},Clair de lune,900`);
  });

  it('shows the numbers to admins only', async () => {
    for (const url of ['/api/console/numbers', '/api/console/numbers.csv']) {
      expect((await get('guest', url)).statusCode).toBe(401);
      for (const who of ['publisher', 'ordinary'] as const) {
        const response = await get(who, url);
        expect(response.statusCode, `${who} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          message: 'only administrators may use the operations console',
        });
      }
    }
  });

  it('shows a publisher the figures of its own imprint only, whatever it asks for', async () => {
    for (const url of [
      `/api/catalogue-figures?${rangeQuery}`,
      `/api/catalogue-figures?${rangeQuery}&publisherId=${scenario.south}`,
    ]) {
      const response = await get('publisher', url);
      expect(response.statusCode).toBe(200);
      const figures = response.json<CatalogueFigures>();
      expect(figures.publisherId).toBe(scenario.north);
      expect(figures.publishers).toEqual([{ id: scenario.north, name: 'North Editions' }]);
      expect(figures.products).toEqual([
        {
          productId: scenario.pieceA,
          title: 'Clair de lune',
          publisherName: 'North Editions',
          plays: 3,
          practiceSeconds: 900,
          practisers: 2,
        },
      ]);
    }
  });

  it('shows an admin every imprint, or the one chosen', async () => {
    const all = (
      await get('admin', `/api/catalogue-figures?${rangeQuery}`)
    ).json<CatalogueFigures>();
    expect(all.publisherId).toBeNull();
    expect(all.publishers.map((publisher) => publisher.name)).toEqual([
      'North Editions',
      'South Press',
    ]);
    expect(all.products.map((row) => [row.productId, row.plays, row.practiceSeconds])).toEqual([
      [scenario.pieceA, 3, 900],
      [scenario.pieceB, 1, 120],
    ]);
    const south = await get(
      'admin',
      `/api/catalogue-figures?${rangeQuery}&publisherId=${scenario.south}`,
    );
    expect(south.json<CatalogueFigures>().products.map((row) => row.productId)).toEqual([
      scenario.pieceB,
    ]);
    const unknown = await get('admin', '/api/catalogue-figures?publisherId=nobody');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows catalogue figures to nobody else', async () => {
    expect((await get('guest', '/api/catalogue-figures')).statusCode).toBe(401);
    const ordinary = await get('ordinary', '/api/catalogue-figures');
    expect(ordinary.statusCode).toBe(403);
    const orphan = await get('orphan', '/api/catalogue-figures');
    expect(orphan.statusCode).toBe(403);
    expect(orphan.json()).toMatchObject({ message: 'this publisher account has no imprint' });
  });
});
