import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.js';

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'cadenza-web-'));
  const precompressedSource = `export const notes = ${JSON.stringify('do re mi '.repeat(500))};`;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Cadenza</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(dist, 'assets', 'index-3f2a1b.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the web build writes them (apps/web/vite-precompress.mjs), beside the file.
    writeFileSync(path.join(dist, 'assets', 'app-9c8d7e.js'), precompressedSource);
    writeFileSync(
      path.join(dist, 'assets', 'app-9c8d7e.js.br'),
      brotliCompressSync(precompressedSource),
    );
    writeFileSync(path.join(dist, 'assets', 'app-9c8d7e.js.gz'), gzipSync(precompressedSource));
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/search?q=chopin', '/pieces/12', '/account/payment/3', '/some-offer/signup'])(
    'answers the app route %s with index.html, not cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/home',
    '/search?q=chopin',
    '/browse/composer',
    '/volumes/v1',
    '/pieces/12',
    '/library',
  ])("paints the app header's bar on %s before the app's code has run", async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.body).toMatch(
      /<div id="root"><div class="boot-frame" aria-hidden="true">.*Cadenza<\/span><\/div><\/div><\/div>/,
    );
  });

  it.each(['/', '/about', '/some-offer/signup', '/account/payment/3', '/homework'])(
    'leaves %s, which draws a first screen of its own, with an empty root',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('serves hashed assets with immutable long caching, compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own compressed copy of an asset as it is, in the encoding asked for", async () => {
    const url = '/assets/app-9c8d7e.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync(precompressedSource));

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(precompressedSource);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(precompressedSource);
  });

  it('serves other static files but revalidates them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a missing asset and an unknown API path with 404, never index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    const api = await t.app.inject({ method: 'GET', url: '/api/pieces/12' });
    expect(asset.statusCode).toBe(404);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, message: 'no route for GET /api/pieces/12' });
  });
});
