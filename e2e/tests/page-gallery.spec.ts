import type { Locator, Page, TestInfo } from '@playwright/test';
import { dismissCookieNotice, uniqueEmail } from '../support/accounts.js';
import { expect, test } from '../support/page-checks.js';
import { listDemoProducts, signUpSubscriber } from '../support/practice.js';

/**
 * The pages a new user meets first, at the three widths we design for, each checked for what made
 * them look like a demo (the system font, a page wider than the window, a result list tens of
 * thousands of pixels long) and photographed. The photographs' paths are printed, so a run's
 * output shows them: the closing notes' before/after pictures are these.
 */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
] as const;

/** No list of results runs on for pages: a page of 50 rows and the footer fit well within. */
const LONGEST_PAGE_PX = 9_000;

interface GalleryPage {
  name: string;
  /** The address, once the test's data are known. */
  path: (pieceId: string) => string;
  /** What shows once the page has drawn its content. */
  ready: (page: Page) => Locator;
}

const guestPages: GalleryPage[] = [
  {
    name: 'landing',
    path: () => '/',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Learn. Play. Sing.' }),
  },
  {
    name: 'home',
    path: () => '/home',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Featured' }),
  },
  {
    name: 'search-pieces',
    path: () => '/search/piece?q=scale',
    ready: (page) => page.getByRole('rowheader').first(),
  },
  {
    name: 'browse-arranger',
    path: () => '/browse/arranger',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Browse by arranger' }),
  },
  {
    name: 'not-found',
    path: () => '/pieces/zzzz',
    ready: (page) =>
      page.getByRole('main').getByRole('searchbox', { name: 'Search the catalogue' }),
  },
  {
    name: 'sign-up',
    path: () => '/account/subscribe',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Create your account' }),
  },
];

const subscriberPages: GalleryPage[] = [
  {
    name: 'piece-player',
    path: (pieceId) => `/pieces/${pieceId}`,
    ready: (page) => page.getByTestId('score-page').locator('svg').first(),
  },
  {
    name: 'account',
    path: () => '/account',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'purchase-history',
    path: () => '/account/purchase',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

/**
 * The whole page as a reader scrolling through it sees it: the window is made as tall as the
 * page, so what is drawn only near the window (a row's further covers) is drawn, and its images
 * are waited for. The window's own size is put back after. On a page no longer than the window,
 * the footer shows one footer's height lower than at the window's own size.
 */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no window size');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      })
      .every((image) => image.complete),
  );
  const path = testInfo.outputPath(`${name}.png`);
  // Whole, not just the window: the page's main area is at least a window tall (the footer
  // starts below the fold), so the taller window pushed the footer down by its own height.
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(size);
  await testInfo.attach(name, { path, contentType: 'image/png' });
  console.log(`screenshot: ${path}`);
}

async function checkAtEveryWidth(
  page: Page,
  testInfo: TestInfo,
  gallery: GalleryPage,
  pieceId: string,
) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(gallery.path(pieceId));
    await expect(gallery.ready(page)).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      height: document.documentElement.scrollHeight,
      font: getComputedStyle(document.body).fontFamily,
      interLoaded: document.fonts.check('16px "Inter Variable"'),
    }));
    expect(
      layout.overflow,
      `${gallery.name} at ${String(size.width)} px is wider than the window`,
    ).toBeLessThanOrEqual(0);
    expect(layout.height, `${gallery.name} at ${String(size.width)} px`).toBeLessThan(
      LONGEST_PAGE_PX,
    );
    expect(layout.font).toMatch(/^"?Inter Variable"?/);
    expect(layout.interLoaded).toBe(true);
    await photograph(page, testInfo, `${gallery.name}-${String(size.width)}`);
  }
}

test.describe('the first pages at 1440, 1024 and 820 px', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const gallery of guestPages) {
    test(`a visitor's ${gallery.name} page`, async ({ page }, testInfo) => {
      await dismissCookieNotice(page);
      await checkAtEveryWidth(page, testInfo, gallery, '');
    });
  }

  test("a subscriber's player, account and purchase history", async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    await signUpSubscriber(page.request, uniqueEmail('gallery'));
    const piece = (await listDemoProducts(page.request)).find(
      (product) => product.type === 'piece',
    );
    if (!piece) throw new Error('the sample library has no piece on the home page');
    for (const gallery of subscriberPages)
      await checkAtEveryWidth(page, testInfo, gallery, piece.id);
  });
});
