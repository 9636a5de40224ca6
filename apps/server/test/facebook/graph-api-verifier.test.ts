import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { FacebookUnavailableError } from '../../src/modules/facebook/facebook-verifier.js';
import { createGraphApiVerifier } from '../../src/modules/facebook/graph-api-verifier.js';

const APP_ID = '1234567890';
const APP_SECRET = 'stub-app-secret';

/** Users of the stub Graph API, by access token. */
const tokens: Record<string, { appId: string; userId: string; email?: string; isValid: boolean }> =
  {
    'token-ann': { appId: APP_ID, userId: '10001', email: 'ann@example.com', isValid: true },
    'token-no-email': { appId: APP_ID, userId: '10002', isValid: true },
    'token-other-app': { appId: '999', userId: '10003', email: 'eve@example.com', isValid: true },
    'token-expired': { appId: APP_ID, userId: '10004', email: 'old@example.com', isValid: false },
  };

/**
 * A local stand-in for the two Graph API calls (Facebook cannot be reached from here). It
 * checks what the real API checks: the app token on debug_token, appsecret_proof on /me.
 */
function startGraphStub(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    calls.push(url.pathname);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/v21.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
        reply(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
        return;
      }
      const entry = tokens[url.searchParams.get('input_token') ?? ''];
      reply(200, {
        data: entry
          ? { app_id: entry.appId, is_valid: entry.isValid, user_id: entry.userId }
          : { app_id: APP_ID, is_valid: false },
      });
      return;
    }
    if (url.pathname === '/v21.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
      const entry = tokens[token];
      if (!entry?.isValid || url.searchParams.get('appsecret_proof') !== proof) {
        reply(400, { error: { message: 'Error validating access token', code: 190 } });
        return;
      }
      reply(200, { id: entry.userId, ...(entry.email ? { email: entry.email } : {}) });
      return;
    }
    if (url.pathname === '/broken/debug_token') {
      reply(503, { error: { message: 'Service unavailable' } });
      return;
    }
    reply(404, {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}`, calls });
    });
  });
}

describe('the Graph API verifier against a local stub', () => {
  let stub: Awaited<ReturnType<typeof startGraphStub>>;
  beforeAll(async () => {
    stub = await startGraphStub();
  });
  afterAll(
    () =>
      new Promise<void>((resolve) =>
        stub.server.close(() => {
          resolve();
        }),
      ),
  );

  const verifier = () =>
    createGraphApiVerifier({ appId: APP_ID, appSecret: APP_SECRET, graphUrl: `${stub.url}/v21.0` });

  it('answers the id and email of a valid token of our app', async () => {
    expect(await verifier().verify('token-ann')).toEqual({
      facebookId: '10001',
      email: 'ann@example.com',
    });
    expect(await verifier().verify('token-no-email')).toEqual({ facebookId: '10002', email: null });
  });

  it('refuses tokens of another app, expired tokens and unknown ones', async () => {
    expect(await verifier().verify('token-other-app')).toBeNull();
    expect(await verifier().verify('token-expired')).toBeNull();
    expect(await verifier().verify('made-up')).toBeNull();
  });

  it('refuses everything when our app secret is wrong', async () => {
    const wrong = createGraphApiVerifier({
      appId: APP_ID,
      appSecret: 'nope',
      graphUrl: `${stub.url}/v21.0`,
    });
    expect(await wrong.verify('token-ann')).toBeNull();
  });

  it('reports Facebook being down, not a bad token', async () => {
    const broken = createGraphApiVerifier({
      appId: APP_ID,
      appSecret: APP_SECRET,
      graphUrl: `${stub.url}/broken`,
    });
    await expect(broken.verify('token-ann')).rejects.toBeInstanceOf(FacebookUnavailableError);
    const unreachable = createGraphApiVerifier({
      appId: APP_ID,
      appSecret: APP_SECRET,
      graphUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.verify('token-ann')).rejects.toBeInstanceOf(FacebookUnavailableError);
  });
});

describe.each(testDrivers)('Facebook sign-in with an app secret on %s', (driver) => {
  let stub: Awaited<ReturnType<typeof startGraphStub>>;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startGraphStub();
    t = await buildTestApp(driver, {
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: `${stub.url}/v21.0`,
    });
    await createTestUser(t.database.handle, {
      email: 'ann@example.com',
      password: 'a quiet sonata',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) =>
      stub.server.close(() => {
        resolve();
      }),
    );
  });

  it('signs in through the Graph API and offers no sandbox login window', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: { facebookToken: 'token-ann' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'ann@example.com', facebookId: '10001' });
    expect(stub.calls).toEqual(['/v21.0/debug_token', '/v21.0/me']);
    // Not a route then (the web app's index may answer the path instead).
    const page = await t.app.inject({ method: 'GET', url: '/dev/facebook-login' });
    expect(page.body).not.toContain('Sandbox Facebook login');
  });

  it('refuses a token of another app with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: { facebookToken: 'token-other-app' },
    });
    expect(res.json()).toEqual({ statusCode: 401, message: 'validation of facebook token failed' });
  });
});
