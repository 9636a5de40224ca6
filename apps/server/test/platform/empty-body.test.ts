import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

const PASSWORD = 'a quiet sonata';
const jsonHeaders = { ...clientHeaders, 'content-type': 'application/json' };
const NOT_JSON = 'request body is not valid JSON';
/** Fits every path parameter's schema (some are UUIDs); names nothing that exists. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

interface OpenApiOperation {
  requestBody?: unknown;
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
}

/** A path parameter's value: the first of its choices (a film's angle), otherwise SOME_ID. */
function pathValue(operation: OpenApiOperation, name: string): string {
  const choices = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  return choices?.enum?.[0] ?? SOME_ID;
}

describe.each(testDrivers)('an empty JSON body on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, { email: 'ann@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  const signInAnn = () => signIn(t.app, { email: 'ann@example.com', password: PASSWORD });

  it('is no body: signing out with the JSON content type and nothing sent works', async () => {
    const ann = await signInAnn();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { ...jsonHeaders, cookie: ann.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await checkSession(t.app, ann)).toBe(401);
  });

  it('is accepted by every route that takes no body', async () => {
    const ann = await signInAnn();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>().paths;
    const withoutBody = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get' && method !== 'head')
        .filter(([, operation]) => operation.requestBody === undefined)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(withoutBody.length).toBeGreaterThan(2);
    for (const { method, path, operation } of withoutBody) {
      const answer = await t.app.inject({
        method: method as 'POST' | 'PUT' | 'DELETE' | 'PATCH',
        url: `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(operation, name))}`,
        headers: { ...jsonHeaders, cookie: ann.cookie },
      });
      expect(answer.statusCode, `${method} ${path}: ${answer.body}`).not.toBe(400);
      expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBeLessThan(500);
    }
  });

  it('is still refused, by its schema, where a body is needed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: jsonHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).not.toBe(NOT_JSON);
    expect(res.json<{ message: string }>().message).toMatch(/^invalid body/);
  });

  it('leaves malformed JSON and prototype poisoning refused', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: jsonHeaders,
      payload: '{"email":',
    });
    expect(malformed.json()).toEqual({ statusCode: 400, message: NOT_JSON });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: jsonHeaders,
      payload: '{"email":"ann@example.com","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
