import { apiErrorSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { testDrivers } from '../databases.js';

describe.each(testDrivers)('API basics on %s', (driver) => {
  let t: TestApp;
  const received: unknown[] = [];

  beforeAll(async () => {
    t = await buildTestApp(driver);
    // A stand-in for any JSON endpoint, to show how bodies are refused before handlers run.
    t.app.post(
      '/api/test-echo',
      { schema: { body: z.object({ name: z.string().min(1) }).strict() } },
      async (request) => {
        received.push(request.body);
        return request.body;
      },
    );
  });
  afterAll(() => t.close());

  it('reports health only when the database answers', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).statusCode).toBe(404);
  });

  it('refuses unknown query parameters with a 400 naming them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?verbose=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'verbose', message: expect.any(String) }]);
  });

  it('sets security headers and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a state-changing request without the client id header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'a' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('missing x-client-id header');
    expect(received).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"name":', 'application/json', 400, 'request body is not valid JSON'],
    [
      'a wrong content type',
      'name=a',
      'application/x-www-form-urlencoded',
      415,
      'unsupported content type',
    ],
    [
      'an oversize body',
      JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
      'application/json',
      413,
      'request body is too large',
    ],
  ])(
    'refuses %s with a 4xx in the error shape and runs nothing',
    async (_what, payload, type, status, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { ...clientHeaders, 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ statusCode: status, message });
      expect(received).toEqual([]);
    },
  );

  it('gives field errors for a body that fails its schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: clientHeaders,
      payload: { name: '', extra: true },
    });
    expect(res.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(res.json()).errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'extra']));
    expect(received).toEqual([]);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/config']));
    expect(JSON.stringify(doc.paths['/config'])).toContain('countryAlpha2');
  });

  it('answers 503 from health once the database is gone', async () => {
    const other = await buildTestApp(driver);
    await other.database.drop();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, message: 'database unavailable' });
    await other.app.close();
  });
});
