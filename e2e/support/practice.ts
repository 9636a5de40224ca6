import type { APIRequestContext, Page } from '@playwright/test';
import { newClientAddress } from './client-address.js';

const clientHeaders = { 'x-client-id': 'cadenza-web' };

interface Summary {
  id: string;
  type: string;
}

/**
 * Signs a new subscriber up through the sandbox card processor (a free trial: an active
 * subscription); the session cookie lands in the request context's browser context.
 */
export async function signUpSubscriber(request: APIRequestContext, email: string): Promise<void> {
  const token = await request.post('/api/sandbox/tokens', {
    headers: clientHeaders,
    data: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      addressZip: '10001',
      addressLine1: '1 Scale Street',
      addressCity: 'New York',
      addressCountry: 'US',
    },
  });
  if (!token.ok()) throw new Error(`card token: ${await token.text()}`);
  const { id } = (await token.json()) as { id: string };
  const signup = await request.post('/api/users', {
    headers: { ...clientHeaders, ...newClientAddress() },
    data: {
      email,
      password: 'a long enough password',
      consents: { terms: true, marketing: false, thirdPartyMarketing: false },
      payment: { provider: 'stripe', token: id, planId: 'monthly-us' },
    },
  });
  if (signup.status() !== 201) throw new Error(`signup: ${await signup.text()}`);
}

/** The home page's products and the children of its volumes, in order, without repeats. */
export async function listDemoProducts(request: APIRequestContext): Promise<Summary[]> {
  const home = (await (await request.get('/api/home')).json()) as {
    carousels: { items: Summary[] }[];
  };
  const items = home.carousels.flatMap((carousel) => carousel.items);
  const found = new Map<string, Summary>(items.map((item) => [item.id, item]));
  for (const volume of items.filter((item) => item.type === 'volume').slice(0, 6)) {
    const expanded = (await (await request.get(`/api/volumes/${volume.id}?expand=all`)).json()) as {
      pieces: Summary[];
      children: Summary[];
    };
    for (const child of [...expanded.pieces, ...expanded.children])
      if (!found.has(child.id)) found.set(child.id, child);
  }
  return [...found.values()];
}

/** Waits until the demo-media jobs have made a video for one of these products; returns it. */
export async function waitForReadyVideo(
  request: APIRequestContext,
  products: Summary[],
  timeoutMs: number,
): Promise<string> {
  const videos = products.filter(
    (product) => product.type === 'video' || product.type === 'explore',
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const video of videos) {
      const playlist = await request.get(`/api/products/${video.id}/video/playlist.m3u8`);
      if (playlist.status() === 200) return video.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no demo video was made in time');
}

/** A piece whose full score has at least `measures` bars (checked through the subscriber's package). */
export async function findLongPiece(
  request: APIRequestContext,
  products: Summary[],
  measures: number,
): Promise<string> {
  for (const piece of products.filter((product) => product.type === 'piece')) {
    const response = await request.get(`/api/products/${piece.id}/package`);
    if (!response.ok()) continue;
    const body = (await response.json()) as { fullMeasureCount?: number };
    if ((body.fullMeasureCount ?? 0) >= measures) return piece.id;
  }
  throw new Error(`no piece with ${String(measures)} bars`);
}

/**
 * Waits until the demo-media jobs have made the recording of a piece with (or without) the
 * pitch-shift player, seen through the subscriber's package; returns the piece.
 */
export async function waitForRecording(
  request: APIRequestContext,
  products: Summary[],
  player: { pitchShift: boolean },
  timeoutMs: number,
): Promise<string> {
  const candidates: string[] = [];
  for (const piece of products.filter((product) => product.type === 'piece')) {
    const details = (await (await request.get(`/api/products/${piece.id}`)).json()) as {
      featureFlags: string[];
    };
    if (details.featureFlags.includes('pitch-shift') === player.pitchShift)
      candidates.push(piece.id);
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const id of candidates) {
      const response = await request.get(`/api/products/${id}/package`);
      if (!response.ok()) continue;
      const body = (await response.json()) as { recording: unknown };
      if (body.recording) return id;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `no recording of a ${player.pitchShift ? 'pitch-shift' : 'standard'} piece was made in time`,
  );
}

/** Waits until the demo-media jobs have made every camera of one of these performances. */
export async function waitForReadyPerformance(
  request: APIRequestContext,
  products: Summary[],
  timeoutMs: number,
): Promise<string> {
  const performances = products.filter((product) => product.type === 'performance');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const performance of performances) {
      const details = (await (await request.get(`/api/products/${performance.id}`)).json()) as {
        videos: { url: string }[];
      };
      const ready = await Promise.all(
        details.videos.map(async (video) => (await request.get(video.url)).status() === 200),
      );
      if (ready.length === 3 && ready.every(Boolean)) return performance.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no demo performance was made in time');
}

/** The ids of the notes highlighted as sounding on the shown score page, as one string. */
export function soundingIds(page: Page): Promise<string> {
  return page
    .locator('[data-testid="score-page"] g.is-sounding')
    .evaluateAll((elements) => elements.map((element) => element.id).join(' '));
}

/** A piece whose package has a translation (the sung text line by line), or a piece without. */
export async function findPiece(
  request: APIRequestContext,
  products: Summary[],
  options: { isVocal: boolean },
): Promise<string> {
  for (const piece of products.filter((product) => product.type === 'piece')) {
    const response = await request.get(`/api/products/${piece.id}/package`);
    if (!response.ok()) continue;
    const body = (await response.json()) as { translation?: unknown };
    if ((body.translation !== null && body.translation !== undefined) === options.isVocal)
      return piece.id;
  }
  throw new Error(`no ${options.isVocal ? 'vocal' : 'instrumental'} piece`);
}
