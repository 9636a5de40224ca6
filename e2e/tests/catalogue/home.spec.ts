import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';
import { homeCarousels } from '../../support/catalogue-data.js';

test.describe('home', () => {
  test('shows the hero and the other carousels, the hero centred on its second item', async ({
    page,
    request,
  }) => {
    const carousels = await homeCarousels(request);
    await page.goto('/home');
    for (const carousel of carousels) {
      await expect(page.getByRole('heading', { level: 2, name: carousel.title })).toBeVisible();
    }
    const hero = page.getByRole('region', { name: carousels[0]?.title ?? '' });
    const centred = await hero.getByRole('list').evaluate((list) => {
      const item = list.children[1] as HTMLElement;
      const itemMiddle = item.getBoundingClientRect().left + item.offsetWidth / 2;
      const listBox = list.getBoundingClientRect();
      return Math.abs(itemMiddle - (listBox.left + listBox.width / 2));
    });
    expect(centred).toBeLessThan(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('scroll buttons hide at the edges and move one view in 500 ms', async ({
    page,
    request,
  }) => {
    const carousels = await homeCarousels(request);
    const standard = carousels.find((c) => c.kind === 'standard' && c.items.length > 4);
    await page.goto('/home');
    const row = page.getByRole('region', { name: standard?.title ?? '' });
    const back = row.getByRole('button', { name: `Scroll ${standard?.title ?? ''} back` });
    const forward = row.getByRole('button', { name: `Scroll ${standard?.title ?? ''} forward` });
    await expect(forward).toBeVisible();
    await expect(back).toBeHidden();
    // Every position the row passes through (a scroll event per animation frame).
    const list = row.getByRole('list');
    await list.evaluate((element) => {
      const seen: number[] = [];
      (element as HTMLElement & { seen?: number[] }).seen = seen;
      element.addEventListener('scroll', () => seen.push(element.scrollLeft));
    });
    // Keyboard alone: focus the button and press Enter.
    await forward.focus();
    await page.keyboard.press('Enter');
    await expect(back).toBeVisible();
    // Settled: the same position twice, 200 ms apart.
    await expect
      .poll(async () => {
        const before = await list.evaluate((element) => element.scrollLeft);
        await page.waitForTimeout(200);
        return before > 0 && before === (await list.evaluate((element) => element.scrollLeft));
      })
      .toBe(true);
    const { seen, settled } = await list.evaluate((element) => ({
      seen: (element as HTMLElement & { seen?: number[] }).seen ?? [],
      settled: element.scrollLeft,
    }));
    // Animated, not a jump: it passed through positions between the start and the end.
    expect(seen.some((position) => position > 0 && position < settled)).toBe(true);
    await row.getByRole('list').evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
    });
    await expect(forward).toBeHidden();
  });

  test('a row draws its items as they scroll into view, at one height', async ({
    page,
    request,
  }) => {
    const carousels = await homeCarousels(request);
    const rows = carousels.filter((c) => c.kind === 'standard' && c.items.length > 2);
    expect(rows.length).toBeGreaterThan(0);
    // A phone's width: one item in view.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/home');
    // The page is as tall before its rows are drawn as after: every row's height is there.
    await expect(page.getByRole('region', { name: rows.at(-1)?.title ?? '' })).toBeVisible();
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heightBefore = await pageHeight();
    for (const { title } of rows) {
      const list = page.getByRole('region', { name: title }).getByRole('list');
      await list.scrollIntoViewIfNeeded();
      const lastCard = list.getByRole('listitem').last().getByRole('link');
      // Out of the row's view the last card is not drawn (its cover not loaded), yet it is there
      // for a screen reader.
      expect(
        await lastCard.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);
      await expect(lastCard).toHaveAccessibleName(/\S/);
      // Every height the row has while it scrolls to its end, a view at a time.
      const heights = await list.evaluate(async (element: HTMLElement) => {
        const seen = new Set<number>([element.offsetHeight]);
        for (let left = 0; left <= element.scrollWidth; left += element.clientWidth) {
          element.scrollLeft = left;
          await new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          });
          seen.add(element.offsetHeight);
        }
        return [...seen];
      });
      expect(heights, `${title}: the row kept one height`).toHaveLength(1);
      // Scrolled to its end, the row draws it.
      await expect
        .poll(
          () => lastCard.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
          { message: `${title}: the last card is drawn at the row's end` },
        )
        .toBe(true);
    }
    expect(await pageHeight()).toBe(heightBefore);
  });

  test('hides every scroll button when a row fits', async ({ page }) => {
    await page.setViewportSize({ width: 2400, height: 900 });
    await page.route('**/api/home', (route) =>
      route.fulfill({
        json: {
          carousels: [
            {
              id: 'c1',
              title: 'Two items',
              kind: 'standard',
              items: [1, 2].map((n) => ({
                id: `item-${n}`,
                type: 'volume',
                title: `Volume ${n}`,
                subtitle: null,
                composer: null,
                featuredArtist: null,
                volumeTitle: null,
                difficulty: {},
                coverImage: { url: '/favicon.svg' },
                videoDuration: null,
                published: true,
              })),
            },
          ],
        },
      }),
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Two items' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Scroll Two items/ })).toHaveCount(0);
  });

  test('says so when the home content cannot load', async ({ page, consoleErrors }) => {
    await page.route('**/api/home', (route) =>
      route.fulfill({ status: 404, json: { statusCode: 404, message: 'gone' } }),
    );
    await page.goto('/home');
    await expect(page.getByRole('alert')).toHaveText('Could not load home page content');
    acceptConsoleErrors(consoleErrors, [/status of 404/]);
  });

  test('a card opens its product page', async ({ page, request }) => {
    const carousels = await homeCarousels(request);
    const first = carousels[1]?.items[0];
    await page.goto('/home');
    await page
      // The title as it is: it may hold brackets, as an excerpt's '(first part)' does.
      .getByRole('link', {
        name: new RegExp((first?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first?.title ?? '' })).toBeVisible();
  });
});
