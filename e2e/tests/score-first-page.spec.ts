import { expect, test } from '../support/page-checks.js';
import { findLongPiece, listDemoProducts, signUpSubscriber } from '../support/practice.js';

/**
 * The server's engraving of page 1 shows while the browser's Verovio worker is still loading (the
 * worker's script is held back here), and the worker's own page 1 then takes its place at the
 * same size and on the same spot of the screen: the same engraving options give the same page,
 * and the player's controls take the loading head's place without moving it.
 */
for (const [who, width] of [
  ['guest', 1280],
  ['subscriber', 1280],
  ['guest', 820],
  ['subscriber', 820],
] as const) {
  test(`a ${who} sees the score's first page before the viewer has loaded, then the live page in its place (${String(width)} px)`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    // A piece longer than its preview, found through a subscriber's packages.
    await signUpSubscriber(request, `first-page-finder-${who}-${String(Date.now())}@example.com`);
    const pieceId = await findLongPiece(request, await listDemoProducts(request), 16);
    if (who === 'subscriber')
      await signUpSubscriber(page.request, `first-page-${String(Date.now())}@example.com`);
    let releaseWorker: () => void = () => undefined;
    const workerHeld = new Promise<void>((resolve) => {
      releaseWorker = resolve;
    });
    await page.route('**/verovio.worker*', async (route) => {
      await workerHeld;
      await route.continue();
    });
    const firstPageRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/first-page.svg')) firstPageRequests.push(sent.url());
    });
    const firstPage = page.waitForResponse((response) =>
      response.url().includes(`/api/products/${pieceId}/first-page.svg`),
    );
    await page.goto(`/pieces/${pieceId}`);
    const answer = await firstPage;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-content-preview']).toBe(who === 'guest' ? 'true' : 'false');

    const preRendered = page.getByTestId('score-first-page');
    await expect(preRendered.locator(':scope > svg')).toBeVisible();
    // Where the page stands once it has not moved for 250 ms (on a loaded machine it stood 37 px
    // to one side for a moment once, before the swap; the swap is what is tested here).
    let before = await preRendered.boundingBox();
    await expect
      .poll(async () => {
        await page.waitForTimeout(250);
        const now = await preRendered.boundingBox();
        const isSettled = JSON.stringify(now) === JSON.stringify(before);
        before = now;
        return isSettled;
      })
      .toBe(true);
    const viewBox = await preRendered.locator(':scope > svg').getAttribute('viewBox');
    releaseWorker();

    const live = page.locator('[data-testid="score-page"]:not([data-pre-rendered])');
    await expect(live.locator(':scope > svg')).toBeVisible({ timeout: 30_000 });
    await expect(preRendered).toHaveCount(0);
    expect(await live.locator(':scope > svg').getAttribute('viewBox')).toBe(viewBox);
    const after = await live.boundingBox();
    // Not a pixel's jump: the page is where it was on screen.
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? -9))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -9))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
    // Asked once: the viewer takes over the loading frame's request rather than repeating it.
    expect(firstPageRequests).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('a piece page names its code up front (modulepreload), so the player comes in one round', async ({
  request,
}) => {
  const products = await listDemoProducts(request);
  const piece = products.find((product) => product.type === 'piece');
  const html = await (await request.get(`/pieces/${piece?.id ?? ''}`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
  expect(preloads.some(([, href]) => /\/assets\/piece-player-[\w-]+\.js$/.test(href ?? ''))).toBe(
    true,
  );
  for (const [, href] of preloads) expect((await request.get(href ?? '')).ok()).toBe(true);
  // The product pages' code comes in a few chunks (apps/web/vite-app-shell.mjs), not dozens of
  // small files fetched six at a time: 36 before they were grouped, 28 after. The player is
  // there; the video's and the reading's own code is not.
  const scripts = preloads.map(([, href]) => href ?? '');
  expect(scripts.length).toBeLessThanOrEqual(30);
  expect(scripts.some((href) => /\/assets\/piece-page-[\w-]+\.js$/.test(href))).toBe(true);
  expect(scripts.filter((href) => /video-player|reading-viewer|pdf-reader/.test(href))).toEqual([]);
  // The landing names its own chunks only (its budget): none of the player's or the app's pages.
  const landing = await (await request.get('/')).text();
  const landingPreloads = [
    ...landing.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
  ].map(([, href]) => href ?? '');
  expect(landingPreloads.some((href) => /\/assets\/landing-[\w-]+\.js$/.test(href))).toBe(true);
  expect(
    landingPreloads.filter((href) =>
      /piece-player|piece-page|score-pages|app-shell|data-layer|app-layout/.test(href),
    ),
  ).toEqual([]);
});

/**
 * A piece page asks for its first score page while its code is still loading (the early script,
 * apps/web/src/first-page-hint.ts), at the size the player then measures: the player's own request
 * takes that answer over (one request, made by the preload link), at every width. A size guessed
 * wrong would show as a second request, made by the player.
 */
for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 768, height: 1024 },
]) {
  test(`a piece page asks for its first score page before its code has loaded, at the player's size (${String(width)}×${String(height)})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height });
    const products = await listDemoProducts(request);
    const piece = products.find((product) => product.type === 'piece');
    await page.goto(`/pieces/${piece?.id ?? ''}`);
    const live = page.locator('[data-testid="score-page"]:not([data-pre-rendered])');
    await expect(live.locator(':scope > svg')).toBeVisible({ timeout: 30_000 });
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/first-page.svg'))
        .map((entry) => ({
          url: new URL(entry.name).search,
          by: (entry as PerformanceResourceTiming).initiatorType,
        })),
    );
    expect(requests).toEqual([
      { url: expect.stringMatching(/^\?width=\d+&height=\d+$/), by: 'link' },
    ]);
    expect(consoleErrors).toEqual([]);
  });
}
