import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import {
  findPiece,
  listDemoProducts,
  signUpSubscriber,
  waitForReadyPerformance,
} from '../support/practice.js';

/*
 * The score is the page (issue 17): at each width the engraved score takes its share of the
 * window, nothing overlaps it, the engraving itself has no collisions, and a screenshot of each
 * page at each width is kept with the test's output.
 */
const SIZES = [
  { width: 768, height: 1024, minShare: 0.6 },
  { width: 1024, height: 768, minShare: 0.6 },
  { width: 1440, height: 900, minShare: 0.7 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/**
 * Collisions inside the engraving: lines of the page head side by side on one row (the squeezed
 * layout's title running into its composer) and lyric syllables (its "mor gen schön").
 * Text boxes are the font's full height, so lines only touch vertically; a collision is an
 * overlap along the line.
 */
function engravingCollisions(root: Element): string[] {
  const shown = (selector: string) =>
    [...root.querySelectorAll(selector)]
      .map((element) => ({
        text: element.textContent.trim(),
        rect: element.getBoundingClientRect(),
      }))
      .filter((item) => item.text !== '' && item.rect.width > 0 && item.rect.height > 0);
  const onOneRow = (a: DOMRect, b: DOMRect) =>
    Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < Math.min(a.height, b.height) / 2;
  const overlapAlong = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;
  const problems: string[] = [];
  const pairs = (items: ReturnType<typeof shown>, what: string) => {
    items.forEach((a, index) => {
      for (const b of items.slice(index + 1))
        if (onOneRow(a.rect, b.rect) && overlapAlong(a.rect, b.rect))
          problems.push(`${what}: "${a.text}" and "${b.text}"`);
    });
  };
  pairs(shown('g.pgHead text'), 'page head lines overlap');
  pairs(shown('g.syl'), 'lyrics collide');
  return problems;
}

interface Measured {
  page: string;
  width: number;
  share: number;
}

/** Opens `url` at each size and checks the score's share and that nothing overlaps it. */
async function checkScoreFirst(
  page: Page,
  testInfo: TestInfo,
  options: { name: string; url: string; score: Locator; beside?: Locator },
): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(options.url);
    const svg = options.score.locator('svg').first();
    await expect(svg).toBeVisible({ timeout: 30_000 });
    // The worker's own page (the server's engraving of page 1 may stand in until it is drawn).
    await expect(options.score).not.toHaveAttribute('data-pre-rendered', 'true', {
      timeout: 30_000,
    });
    const score = await boxOf(options.score);
    const share = score.width / size.width;
    measured.push({ page: options.name, width: size.width, share: Number(share.toFixed(3)) });
    expect(share, `${options.name} at ${String(size.width)} px`).toBeGreaterThanOrEqual(
      size.minShare,
    );
    // Laid out to the width it is shown at: Verovio's page (its viewBox, in CSS pixels at our
    // scale) is the frame's width, so the engraving is neither squeezed nor scaled down.
    const laidOutWidth = await svg.evaluate((element) =>
      Number(element.getAttribute('viewBox')?.split(' ')[2]),
    );
    expect(Math.abs(laidOutWidth - score.width)).toBeLessThanOrEqual(2);
    // The title block, the transport bar, the video: none over the score.
    const title = await boxOf(page.locator('article > header').first());
    expect(overlaps(title, score), 'title block over the score').toBe(false);
    const toolbar = page.getByRole('toolbar', { name: 'Player controls' });
    if ((await toolbar.count()) > 0)
      expect(overlaps(await boxOf(toolbar), score), 'transport bar over the score').toBe(false);
    if (options.beside) expect(overlaps(await boxOf(options.beside), score)).toBe(false);
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    expect(await options.score.evaluate(engravingCollisions)).toEqual([]);
    const path = testInfo.outputPath(`${options.name}-${String(size.width)}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${options.name} at ${String(size.width)} px`, {
      path,
      contentType: 'image/png',
    });
  }
  await testInfo.attach(`${options.name} score width shares`, {
    body: JSON.stringify(measured),
    contentType: 'application/json',
  });
  console.log(JSON.stringify(measured));
  return measured;
}

test.describe('the score is the page', () => {
  test('a piece: the score takes the width, its transport bar stays in view', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUpSubscriber(page.request, `layout-piece-${String(Date.now())}@example.com`);
    const pieceId = await findPiece(page.request, await listDemoProducts(page.request), {
      isVocal: false,
    });
    await checkScoreFirst(page, testInfo, {
      name: 'piece',
      url: `/pieces/${pieceId}`,
      score: page.getByTestId('score-page'),
    });

    // Scrolled down the score, the transport bar is still at the top of the window.
    const toolbar = page.getByRole('toolbar', { name: 'Player controls' });
    const score = await boxOf(page.getByTestId('score-page'));
    await page.evaluate(
      (y) => {
        window.scrollTo(0, y);
      },
      score.y + score.height / 2,
    );
    await expect.poll(async () => (await boxOf(toolbar)).y).toBeLessThanOrEqual(1);
    expect((await boxOf(toolbar)).y).toBeGreaterThanOrEqual(0);

    // The shortcuts' help opens from the keyboard, Escape closes it, focus goes back.
    const help = page.getByRole('button', { name: 'Keyboard shortcuts' });
    await help.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(popover).toBeVisible();
    await expect(popover.getByText('Play or pause')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(help).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a vocal piece: the score takes the width, the text and translation fold under it', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUpSubscriber(page.request, `layout-vocal-${String(Date.now())}@example.com`);
    const pieceId = await findPiece(page.request, await listDemoProducts(page.request), {
      isVocal: true,
    });
    const translation = page.getByRole('complementary', { name: 'Text and translation' });
    await checkScoreFirst(page, testInfo, {
      name: 'vocal-piece',
      url: `/pieces/${pieceId}`,
      score: page.getByTestId('score-page'),
      beside: translation,
    });
    // Under the score, and foldable.
    const score = await boxOf(page.getByTestId('score-page'));
    expect((await boxOf(translation)).y).toBeGreaterThanOrEqual(score.y + score.height);
    const lines = translation.locator('dl');
    await expect(lines).toBeVisible();
    await translation.locator('summary').click();
    await expect(lines).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a performance: the score beside (or under) a small video takes the width', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signUpSubscriber(page.request, `layout-performance-${String(Date.now())}@example.com`);
    const performanceId = await waitForReadyPerformance(
      page.request,
      await listDemoProducts(page.request),
      120_000,
    );
    await checkScoreFirst(page, testInfo, {
      name: 'performance',
      url: `/performances/${performanceId}`,
      score: page.getByTestId('following-score').getByTestId('score-page'),
      beside: page.getByTestId('performance-video'),
    });
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
