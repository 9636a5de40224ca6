import { spawnSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { signUpSubscriber } from '../support/practice.js';

interface Summary {
  id: string;
  type: string;
}

interface Product extends Summary {
  mediaReady: boolean;
  pieces: Summary[];
  volumes: Summary[];
  masterclasses: Summary[];
  features: Record<'videos' | 'readings' | 'performances' | 'explore', Summary[]>;
  package: { url: string } | null;
  pronunciationAudio: { url: string } | null;
  videoPlaylistUrl: string | null;
  videos: { url: string }[];
  pdf: { url: string } | null;
}

/** Whether ffmpeg decodes these bytes (as `format`) from start to end without an error. */
function decodes(bytes: Buffer, format: 'mp4' | 'mpegts'): boolean {
  const result = spawnSync(
    ffmpegInstaller.path,
    ['-hide_banner', '-loglevel', 'error', '-f', format, '-i', 'pipe:0', '-f', 'null', '-'],
    { input: bytes },
  );
  return result.status === 0 && result.stderr.toString().trim() === '';
}

async function bodyOf(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${(await response.text()).slice(0, 200)}`).toBe(200);
  return response.body();
}

async function jsonOf<T>(request: APIRequestContext, url: string): Promise<T> {
  return JSON.parse((await bodyOf(request, url)).toString()) as T;
}

/** The products a product's page links to below it: its pieces, volumes and features. */
const childrenOf = (product: Product): Summary[] => [
  ...product.pieces,
  ...product.volumes,
  ...product.masterclasses,
  ...Object.values(product.features).flat(),
];

/**
 * The products a visitor reaches first: the home page's, and every volume of every collection
 * with all its children (the walk goes on from each product to the ones its page lists).
 */
async function listedProducts(request: APIRequestContext): Promise<Summary[]> {
  const found = new Map<string, Summary>();
  const add = (items: readonly Summary[]) => {
    for (const item of items) found.set(item.id, item);
  };
  const home = await jsonOf<{ carousels: { items: Summary[] }[] }>(request, '/api/home');
  add(home.carousels.flatMap((carousel) => carousel.items));
  const { collections } = await jsonOf<{ collections: Summary[] }>(request, '/api/collections');
  for (const collection of collections) {
    const { volumes } = await jsonOf<{ volumes: Summary[] }>(
      request,
      `/api/collections/${collection.id}/volumes`,
    );
    add(volumes);
    for (const volume of volumes) {
      const expanded = await jsonOf<{
        pieces: Summary[];
        masterclasses: Summary[];
        children: Summary[];
      }>(request, `/api/volumes/${volume.id}?expand=all`);
      add([...expanded.pieces, ...expanded.masterclasses, ...expanded.children]);
    }
  }
  return [...found.values()];
}

/**
 * Issue 16's promise, kept on a fresh start (the server of these tests, its sample library's
 * media made by the real makers in the "demo media" setup): a subscriber walking every product
 * a visitor can reach finds every medium there and playable.
 */
test('a subscriber walks every listed product and plays every medium', async ({ request }) => {
  test.setTimeout(300_000);
  await signUpSubscriber(request, uniqueEmail('walker'));
  const toVisit = await listedProducts(request);
  const seen = new Set(toVisit.map((summary) => summary.id));
  const types = new Set<string>();

  const decodedFilms = new Set<string>();
  const counts = { recordings: 0, guides: 0, films: 0, pdfs: 0 };
  const playFilm = async (playlistUrl: string) => {
    const playlist = (await bodyOf(request, playlistUrl)).toString();
    const base = playlistUrl.slice(0, playlistUrl.lastIndexOf('/') + 1);
    const iv = /IV=0x([0-9a-f]{32})/i.exec(playlist)?.[1];
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(iv, playlistUrl).toBeTruthy();
    expect(segments.length, playlistUrl).toBeGreaterThan(0);
    const key = await bodyOf(request, `${base}key`);
    expect(key).toHaveLength(16);
    const bodies = await Promise.all(segments.map((name) => bodyOf(request, base + name)));
    const first = bodies[0] ?? Buffer.alloc(0);
    // A film shown by several products is decoded once: same first segment, same film.
    const fingerprint = first.subarray(0, 64).toString('hex');
    if (!decodedFilms.has(fingerprint)) {
      const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(iv ?? '', 'hex'));
      const clear = Buffer.concat([decipher.update(first), decipher.final()]);
      expect(clear[0], `${playlistUrl}: MPEG-TS`).toBe(0x47);
      expect(decodes(clear, 'mpegts'), `${playlistUrl} decodes`).toBe(true);
      decodedFilms.add(fingerprint);
    }
    counts.films += 1;
  };

  for (let next = toVisit.shift(); next; next = toVisit.shift()) {
    const product = await jsonOf<Product>(request, `/api/products/${next.id}`);
    types.add(product.type);
    for (const child of childrenOf(product)) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      toVisit.push(child);
    }
    expect(product.mediaReady, `${product.type} ${product.id}`).toBe(true);
    if (product.package) {
      const pkg = await jsonOf<{ kind: string; recording?: { url: string } | null }>(
        request,
        product.package.url,
      );
      if (product.type === 'piece') {
        expect(pkg.kind).toBe('score');
        expect(pkg.recording?.url, `recording of ${product.id}`).toBeTruthy();
        const audio = await bodyOf(request, pkg.recording?.url ?? '');
        expect(decodes(audio, 'mp4'), `recording of ${product.id} decodes`).toBe(true);
        counts.recordings += 1;
      }
    }
    if (product.pronunciationAudio) {
      const audio = await bodyOf(request, product.pronunciationAudio.url);
      expect(decodes(audio, 'mp4'), `guide of ${product.id} decodes`).toBe(true);
      counts.guides += 1;
    }
    if (product.videoPlaylistUrl) await playFilm(product.videoPlaylistUrl);
    for (const video of product.videos) await playFilm(video.url);
    if (product.pdf) {
      const pdf = await bodyOf(request, product.pdf.url);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      counts.pdfs += 1;
    }
  }
  for (const type of ['piece', 'performance', 'video', 'explore', 'readingPdf', 'volume'])
    expect(types).toContain(type);
  expect(counts.recordings).toBeGreaterThanOrEqual(20);
  expect(counts.guides).toBeGreaterThanOrEqual(1);
  expect(counts.films).toBeGreaterThan(counts.recordings);
  expect(counts.pdfs).toBeGreaterThan(0);
});
