import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';

describe.each(testDrivers)('GET /api/emails on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, {
      email: 'Reg@Example.com',
      password: 'a quiet sonata',
    });
  });
  afterAll(() => t.close());

  const lookup = (query: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/emails?${query}`, remoteAddress });

  it('answers 200 for a registered email whatever its case, 404 for a free one', async () => {
    const registered = await lookup('email=reg%40example.COM');
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ registered: true });
    const free = await lookup('email=free%40example.com');
    expect(free.statusCode).toBe(404);
    expect(free.json()).toEqual({ statusCode: 404, message: 'email not found' });
  });

  it.each([
    ['a malformed email', 'email=not-an-email', 'Email format is invalid'],
    ['no parameter', '', 'Give either an email or a Facebook token'],
    [
      'both parameters',
      'email=reg%40example.com&facebookToken=x',
      'Give either an email or a Facebook token',
    ],
  ])('refuses %s with 400', async (_what, query, message) => {
    const res = await lookup(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('refuses an unknown parameter', async () => {
    expect((await lookup('email=reg%40example.com&verbose=1')).statusCode).toBe(400);
  });

  it('rate limits lookups per address, since they reveal who is registered', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await lookup(`email=probe${i}%40example.com`, '203.0.113.77')).statusCode).toBe(404);
    }
    const refused = await lookup('email=reg%40example.com', '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup('email=reg%40example.com', '203.0.113.78')).statusCode).toBe(200);
  });
});
