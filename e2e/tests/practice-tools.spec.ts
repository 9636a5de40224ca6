import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import {
  findLongPiece,
  listDemoProducts,
  signUpSubscriber,
  soundingIds,
  waitForReadyPerformance,
  waitForReadyVideo,
} from '../support/practice.js';

// Short enough that a longer piece spreads over several pages at this width.
test.use({ viewport: { width: 1100, height: 720 } });

test('a subscriber plays a piece: the highlight follows, tempo changes keep it playing, pages turn', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The score takes the page's width: at 768 px page 1 still ends well before the piece does,
  // so it plays on long enough for the page turn, the tempo change and the pause below.
  await page.setViewportSize({ width: 768, height: 720 });
  await signUpSubscriber(page.request, `player-${String(Date.now())}@example.com`);
  const products = await listDemoProducts(page.request);
  const pieceId = await findLongPiece(page.request, products, 24);
  await page.goto(`/pieces/${pieceId}`);
  const player = page.getByTestId('piece-player');
  await expect(player).toHaveAttribute('data-preview', 'false');
  const score = page.getByTestId('score-page');
  await expect(score.locator('svg').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Page 1 of [2-9]/)).toBeVisible();
  // The piece's length: its bars, and its pages as laid out here.
  const pages = (await page.getByText(/Page 1 of \d+/).textContent())?.match(/of (\d+)/)?.[1];
  await expect(page.getByTestId('score-length')).toHaveText(
    new RegExp(`^Length: (2[4-9]|[3-9]\\d|\\d{3,}) bars, ${pages ?? 'x'} pages$`),
  );
  await expectNoSeriousA11yViolations(page);

  // Find the last bar of page 1: step on until the page changes, then one back.
  const next = page.getByRole('button', { name: 'Next bar' });
  for (let step = 0; step < 60 && (await score.getAttribute('data-page')) === '1'; step += 1)
    await next.click();
  await expect(score).toHaveAttribute('data-page', '2');
  await page.getByRole('button', { name: 'Previous bar' }).click();
  await expect(score).toHaveAttribute('data-page', '1');
  const lastBarOfPageOne = await page.getByTestId('bar-position').textContent();

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe('');
  const first = await soundingIds(page);
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe(first);

  // The page turns by itself as the music reaches page 2.
  await expect(score).toHaveAttribute('data-page', '2', { timeout: 15_000 });
  await expect(page.getByTestId('bar-position')).not.toHaveText(lastBarOfPageOne ?? '');

  // A tempo change while playing: still playing, the highlight still moving.
  const tempo = page.getByRole('slider', { name: 'Tempo' });
  await tempo.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('90%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const afterChange = await soundingIds(page);
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe(afterChange);

  // Space pauses.
  await score.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest sees the preview of a piece and the subscribe prompt', async ({
  page,
  consoleErrors,
}) => {
  const products = await listDemoProducts(page.request);
  const piece = products.find((product) => product.type === 'piece');
  expect(piece).toBeDefined();
  await page.goto(`/pieces/${piece?.id ?? ''}`);
  await expect(page.getByTestId('piece-player')).toHaveAttribute('data-preview', 'true');
  await expect(page.getByText(/^Preview: the first \d+ of \d+ bars\.$/)).toBeVisible();
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
  // A guest learns the piece's bars; its pages are the subscriber's to see.
  const bars = (await page.getByText(/^Preview: the first/).textContent())?.match(/of (\d+)/)?.[1];
  await expect(page.getByTestId('score-length')).toHaveText(`Length: ${bars ?? 'x'} bars`);
  await expect(page.getByText('Unlock this score when you subscribe')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a free trial' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a subscriber’s video plays its first segment', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await signUpSubscriber(page.request, `video-${String(Date.now())}@example.com`);
  const videoId = await waitForReadyVideo(
    page.request,
    await listDemoProducts(page.request),
    90_000,
  );
  await page.goto(`/videos/${videoId}`);
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', /cover/);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a subscriber’s performance plays with its score beside it, followed note by note', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signUpSubscriber(page.request, `performance-${String(Date.now())}@example.com`);
  const performanceId = await waitForReadyPerformance(
    page.request,
    await listDemoProducts(page.request),
    120_000,
  );
  await page.goto(`/performances/${performanceId}`);
  const video = page.getByTestId('video-player');
  await expect(page.getByTestId('performance-video')).toBeVisible();
  const score = page.getByTestId('following-score');
  await expect(score.locator('svg').first()).toBeVisible({ timeout: 20_000 });
  const lit = () =>
    score
      .locator('g.is-sounding')
      .evaluateAll((elements) => elements.map((element) => element.id).join(' '));
  // Paused at the start: the first notes are marked; playing, the marks move on with the film.
  await expect.poll(lit, { timeout: 10_000 }).not.toBe('');
  const atStart = await lit();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(lit, { timeout: 20_000 }).not.toBe(atStart);
  const later = await lit();
  await expect.poll(lit, { timeout: 10_000 }).not.toBe(later);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a PDF reading renders its first page', async ({ page, consoleErrors }) => {
  const products = await listDemoProducts(page.request);
  const reading = products.find((product) => product.type === 'readingPdf');
  expect(reading).toBeDefined();
  await page.goto(`/readings/${reading?.id ?? ''}`);
  const firstPage = page.getByTestId('pdf-page').first();
  await expect(firstPage).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
  // A guest gets the first page only, and the locked prompt.
  await expect(page.getByTestId('pdf-page')).toHaveCount(1);
  await expect(page.getByText('Unlock this further reading when you subscribe')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
