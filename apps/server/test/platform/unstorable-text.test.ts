import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/http/storable-text.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
}

interface Route {
  method: Method;
  /** Fastify's form: `/api/offers/code/:code`. */
  url: string;
  pathParams: string[];
  queryParams: string[];
}

/** Every documented route, read from the service's own OpenAPI document. */
async function documentedRoutes(t: TestApp): Promise<Route[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  // The document's paths are relative to its server, /api.
  const document = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}`,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        queryParams: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name),
      })),
  );
}

const NUL = '%00';
/** A high surrogate with no low one, as a JSON escape (raw, it cannot be sent as UTF-8). */
const LONE_SURROGATE_JSON = '"\\ud800"';

describe.each(testDrivers)('text PostgreSQL cannot store, on %s', (driver) => {
  let t: TestApp;
  let routes: Route[];
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, {
      email: 'admin@example.com',
      password: 'a quiet sonata',
      role: 'admin',
    });
    const admin = await signIn(t.app, { email: 'admin@example.com', password: 'a quiet sonata' });
    // Signed in as an admin, so no route refuses the request for want of rights first.
    headers = { ...clientHeaders, cookie: admin.cookie };
    routes = await documentedRoutes(t);
  });
  afterAll(() => t.close());

  const expectRefusal = (
    res: { statusCode: number; json: () => unknown },
    part: string,
    field: string,
  ) => {
    expect(res.statusCode, `${part} ${field}`).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: `invalid ${part}: ${field} ${UNSTORABLE_TEXT_MESSAGE}`,
      errors: [{ field, message: UNSTORABLE_TEXT_MESSAGE }],
    });
  };

  it('is refused in every path parameter of every route, naming it', async () => {
    const withParams = routes.filter((route) => route.pathParams.length > 0);
    expect(withParams.length).toBeGreaterThan(10);
    for (const route of withParams) {
      for (const param of route.pathParams) {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === param ? `a${NUL}b` : 'x',
        );
        const res = await t.app.inject({ method: route.method, url, headers });
        expectRefusal(res, 'params', param);
      }
    }
  });

  it('is refused in every query parameter of every route, naming it', async () => {
    const withQuery = routes.filter((route) => route.queryParams.length > 0);
    expect(withQuery.length).toBeGreaterThan(3);
    for (const route of withQuery) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const param of route.queryParams) {
        const res = await t.app.inject({
          method: route.method,
          url: `${url}?${param}=a${NUL}b`,
          headers,
        });
        expectRefusal(res, 'querystring', param);
      }
    }
  });

  it('is refused in a body field, nested or not, and nothing is stored', async () => {
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers,
      payload: { email: 'ann@example.com', firstName: 'An\u0000n' },
    });
    expectRefusal(newsletter, 'body', 'firstName');
    const { rows } = await t.database.handle.executeSql(
      'select count(*)::int as n from newsletter_subscribers',
    );
    expect(rows[0]?.n).toBe(0);

    const card = await t.app.inject({
      method: 'PUT',
      url: '/api/me/cards/card-1',
      headers,
      payload: { billingAddress: { line1: 'Flat\u00001' } },
    });
    expectRefusal(card, 'body', 'billingAddress.line1');
  });

  it('is refused as an unpaired surrogate, while a paired one (an emoji) is fine', async () => {
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"email":"bo@example.com","firstName":${LONE_SURROGATE_JSON}}`,
    });
    expectRefusal(lone, 'body', 'firstName');
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers,
      payload: { email: 'bo@example.com', firstName: 'Bo 🎹' },
    });
    expect(paired.statusCode).toBeLessThan(300);
  });

  it('answers the examples the review found with a 400, never a 500', async () => {
    const offer = await t.app.inject({ method: 'GET', url: '/api/offers/code/a%00b', headers });
    expectRefusal(offer, 'params', 'code');
  });
});
