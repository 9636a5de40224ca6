import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/page-checks.js';

/** The search API's URLs the page asks for, as it asks. */
function recordApiSearches(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/search')) urls.push(request.url());
  });
  return urls;
}

test.describe('search and browse', () => {
  test('the header field searches as you type; results come grouped with tables', async ({
    page,
  }) => {
    const apiSearches = recordApiSearches(page);
    await page.goto('/home');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('sc');
    await expect(page).toHaveURL(/\/search\?q=sc$/);
    await expect(page.getByText('No results found for "sc"')).toBeVisible();
    expect(apiSearches).toEqual([]);

    await field.fill('scale');
    await expect(page).toHaveURL(/\/search\?q=scale$/);
    const pieces = page.getByRole('region', { name: 'Pieces' });
    await expect(
      pieces.getByText(/^Showing \d+ of \d+ results for scale in Pieces$/),
    ).toBeVisible();
    await expect(pieces.getByRole('columnheader')).toHaveText([
      'Title',
      'Composer',
      'Volume',
      'Level',
    ]);
    // Every header is set alike, the sorting ones (buttons) as the plain one.
    const headerCases = await pieces
      .getByRole('columnheader')
      .evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell.querySelector('button') ?? cell).textTransform),
      );
    expect(headerCases).toEqual(['uppercase', 'uppercase', 'uppercase', 'uppercase']);
    await expectNoSeriousA11yViolations(page);

    await pieces.getByRole('link', { name: 'See all Pieces >' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for scale in Pieces' }),
    ).toBeVisible();
    await expect(page.getByRole('row').nth(6)).toBeVisible();
  });

  test('a search page opened by its address uses the overview its HTML preloaded', async ({
    page,
  }) => {
    const apiSearches = recordApiSearches(page);
    const preload = '/api/products/search?q=scale&amp;size=5&amp;groupBy=_type';
    expect(await (await page.request.get('/search?q=scale')).text()).toContain(
      `<link rel="preload" href="${preload}" as="fetch" crossorigin="use-credentials" />`,
    );
    await page.goto('/search?q=scale');
    await expect(page.getByRole('heading', { name: 'Volumes' })).toBeVisible();
    // The preload is the only request: the app's own request was answered by it.
    expect(apiSearches).toEqual([expect.stringContaining('/api/products/search?q=scale&size=5')]);
  });

  test('overview column headers sort the shown rows none, ascending, descending', async ({
    page,
  }) => {
    await page.goto('/search?q=scale');
    const titles = page
      .getByRole('region', { name: 'Pieces' })
      .getByRole('rowheader')
      .getByRole('link');
    await expect(titles.nth(3)).toBeVisible();
    const serverOrder = await titles.allTextContents();
    const title = page.getByRole('region', { name: 'Pieces' }).getByRole('button', {
      name: 'Title',
    });
    await title.click();
    const ascending = await titles.allTextContents();
    expect(ascending).toEqual(
      [...serverOrder].sort((a, b) =>
        a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }),
      ),
    );
    await title.click();
    expect(await titles.allTextContents()).toEqual([...ascending].reverse());
    await title.click();
    expect(await titles.allTextContents()).toEqual(serverOrder);
  });

  test('the difficulty filter works by keyboard and lives in the URL', async ({ page }) => {
    await page.goto('/search?q=scale');
    await expect(page.getByRole('region', { name: 'Pieces' })).toBeVisible();
    await page.getByRole('button', { name: /Piano: all levels/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Select all' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Radix moves the focus in a timer after the key; a person never types faster than it,
    // but Playwright can, and would then tick "Select all".
    await expect(page.getByRole('menuitemcheckbox', { name: 'elementary' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => JSON.parse(new URL(page.url()).searchParams.get('difficulty') ?? 'null') as unknown,
      )
      .toEqual({ piano: ['elementary'] });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Piano: elementary/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search?q=scale&difficulty=%7Bnot-json');
    await expect(page.getByRole('button', { name: /Piano: all levels/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pieces' })).toBeVisible();
  });

  test('browse: index, a category, a name and one type of its results', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('link', { name: /^Composers/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /^Composers/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse by composer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const name = page.getByRole('list', { name: 'Composers' }).getByRole('link').first();
    const term = (await name.textContent()) ?? '';
    await name.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Browse by composer: ${term}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const url = new URL(page.url());
    await page.goto(`${url.pathname}/piece`);
    await expect(page.getByRole('link', { name: 'Back to browse by composer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pieces' })).toBeVisible();
  });

  test('an empty search says so', async ({ page }) => {
    await page.goto('/search?q=zzqxjv');
    await expect(page.getByText('No results found for "zzqxjv"')).toBeVisible();
  });
});
