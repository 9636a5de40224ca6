import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectPageMeta, plainText } from '../../src/http/page-meta.js';
import { idsOfType, seedFakeCatalogue, setPublished } from '../catalogue/seeded-catalogue.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';

const PUBLIC_URL = 'https://cadenza.example';
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Cadenza</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The head of a served page, read back the way a link-preview crawler reads it. */
function headOf(html: string) {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    ogUrl: meta('property', 'og:url'),
    ogType: meta('property', 'og:type'),
  };
}

describe.each(testDrivers)('page titles and link previews on %s', (driver) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'cadenza-meta-'));
  let t: TestApp;
  const getPage = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    t = await buildTestApp(driver, { WEB_DIST_DIR: dist, PUBLIC_URL });
    await seedFakeCatalogue(t.database.handle);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('describes a volume page with its title, description and social image', async () => {
    const [volumeId] = await idsOfType(t.database.handle, 'volume');
    const volume = (await t.app.inject({ method: 'GET', url: `/api/products/${volumeId}` })).json();

    const res = await getPage(`/volumes/${volumeId}?referralCode=spring`);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = headOf(res.body);
    expect(head.title).toBe(`${volume.title} | Cadenza`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toBe(plainText(volume.description));
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogImage).toBe(`${PUBLIC_URL}${volume.socialImage.url}`);
    expect(head.ogUrl).toBe(`${PUBLIC_URL}/volumes/${volumeId}`);
    expect(head.ogType).toBe('article');
    expect(res.body).toContain('<div id="root"><div class="boot-frame"');
    expect(res.body).toContain(
      `<link rel="preload" href="/api/volumes/${volumeId}?expand=all" as="fetch" crossorigin="use-credentials" />`,
    );
    expect(res.body).toContain(
      `<link rel="preload" href="${volume.coverImage.url.replace(/&/g, '&amp;')}" as="image" fetchpriority="high" />`,
    );
  });

  it('describes a piece under its own title', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    const piece = (await t.app.inject({ method: 'GET', url: `/api/products/${pieceId}` })).json();
    expect(headOf((await getPage(`/pieces/${pieceId}`)).body).title).toBe(
      `${piece.title} | Cadenza`,
    );
  });

  it.each([
    ['/', 'Learn. Play. Sing. | Cadenza'],
    ['/home', 'Home | Cadenza'],
    ['/search?q=bach', 'Search | Cadenza'],
    ['/about', 'About us | Cadenza'],
    ['/contact', 'Contact us | Cadenza'],
    ['/unsupported', 'Device or browser not supported | Cadenza'],
  ])('gives the fixed page %s its title and the default preview image', async (url, title) => {
    const head = headOf((await getPage(url)).body);
    expect(head.title).toBe(title);
    expect(head.ogImage).toBe(`${PUBLIC_URL}/social-image.png`);
    expect(head.ogType).toBe('website');
  });

  it('asks for the home carousels in the page head of /home', async () => {
    const res = await getPage('/home?referralCode=spring');
    expect(res.body).toContain(
      '<link rel="preload" href="/api/home?referralCode=spring" as="fetch" crossorigin="use-credentials" />',
    );
    expect((await getPage('/about')).body).not.toContain('rel="preload"');
  });

  it("preloads the covers home shows first and largest: its hero's first two cards and the next row's first", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/api/home' })).json();
    const coverOf = (item: { coverImage: { url: string } }) => item.coverImage.url;
    const covers: string[] = [
      ...home.carousels[0].items.slice(0, 2).map(coverOf),
      coverOf(home.carousels[1].items[0]),
    ];
    const body = (await getPage('/home')).body;
    for (const cover of covers)
      expect(body).toContain(
        `<link rel="preload" href="${cover.replace(/&/g, '&amp;')}" as="image" fetchpriority="high" />`,
      );
    expect(body.match(/as="image"/g)).toHaveLength(3);
  });

  it('falls back to the product name for unknown, hidden and malformed products', async () => {
    const [hiddenId] = await idsOfType(t.database.handle, 'piece');
    await setPublished(t.database.handle, hiddenId!, false);
    for (const url of ['/volumes/999999999', `/pieces/${hiddenId}`, '/pieces/not%20an%20id']) {
      const res = await getPage(url);
      expect(res.statusCode).toBe(200);
      expect(headOf(res.body).title).toBe('Cadenza');
    }
  });

  it('escapes what it puts into the page', async () => {
    const [pieceId] = await idsOfType(t.database.handle, 'piece');
    await t.database.handle.executeSql(
      'UPDATE products SET title = $2, published = true WHERE id = $1',
      [pieceId, 'Duet "for two" </title><script>alert(1)</script>'],
    );
    const res = await getPage(`/pieces/${pieceId}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(headOf(res.body).title).toBe(
      'Duet &quot;for two&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Cadenza',
    );
  });
});

describe('injecting the tags', () => {
  it('replaces the title and description and adds Open Graph tags once', () => {
    const html = injectPageMeta(indexHtml, {
      title: 'A & B | Cadenza',
      description: 'One $& two',
      image: 'https://cadenza.example/x.png',
      url: 'https://cadenza.example/pieces/1',
      type: 'article',
      leadImages: [],
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &amp; B | Cadenza</title>');
    expect(html).toContain('<meta name="description" content="One $&amp; two" />');
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain('Default description.');
  });

  it('shortens long descriptions to plain text', () => {
    expect(plainText('<p>Hello&nbsp;<em>world</em></p>')).toBe('Hello world');
    expect(plainText(`<p>${'word '.repeat(100)}</p>`, 20)).toBe('word word word word…');
  });
});
