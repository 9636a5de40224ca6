import type { APIRequestContext } from '@playwright/test';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';

const PAGE_SIZE = 50;

interface Group {
  items: { title: string }[];
  total: number;
}

async function piecesPage(request: APIRequestContext, q: string, from = 0): Promise<Group> {
  const params = new URLSearchParams({
    q,
    filter: '_type:piece',
    size: String(PAGE_SIZE),
    from: String(from),
  });
  const response = await request.get(`/api/products/search?${params.toString()}`);
  return ((await response.json()) as { groups: { piece: Group } }).groups.piece;
}

/** A word of the sample library that finds more than a page of pieces. */
async function longQuery(request: APIRequestContext): Promise<{ q: string; total: number }> {
  for (const q of ['scale', 'major', 'minor', 'piano', 'study']) {
    const { total } = await piecesPage(request, q);
    if (total > PAGE_SIZE) return { q, total };
  }
  throw new Error('no query finds more than a page of pieces in the sample library');
}

test.describe('search results by pages, did you mean, not found', () => {
  test('a long result list is paged: by the pager, by the URL, and back', async ({
    page,
    request,
  }) => {
    const { q, total } = await longQuery(request);
    const pageCount = Math.ceil(total / PAGE_SIZE);
    const second = await piecesPage(request, q, PAGE_SIZE);
    const first = await piecesPage(request, q);
    const titles = page.getByRole('rowheader').getByRole('link');

    await page.goto(`/search/piece?q=${q}`);
    await expect(titles).toHaveCount(PAGE_SIZE);
    await expect(titles.first()).toHaveText(first.items[0]!.title);
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pager.getByText(`Page 1 of ${String(pageCount)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/piece\\?q=${q}&page=2$`));
    await expect(titles.first()).toHaveText(second.items[0]!.title);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/search/piece\\?q=${q}$`));
    await expect(titles.first()).toHaveText(first.items[0]!.title);

    // By keyboard: Next is a link like any other.
    await pager.getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2$/);

    // A deep link opens the same page.
    await page.goto(`/search/piece?q=${q}&page=2`);
    await expect(titles.first()).toHaveText(second.items[0]!.title);
    await expect(titles).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
  });

  test('column headers sort every page on the server: ascending, descending, none', async ({
    page,
    request,
  }) => {
    const { q, total } = await longQuery(request);
    const sorted = async (sort: string) => {
      const params = new URLSearchParams({ q, filter: '_type:piece', size: '50', sort });
      const response = await request.get(`/api/products/search?${params.toString()}`);
      const body = (await response.json()) as { groups: { piece: Group } };
      return body.groups.piece.items.map((item) => item.title);
    };
    await page.goto(`/search/piece?q=${q}&page=2`);
    const titles = page.getByRole('rowheader').getByRole('link');
    await expect(titles).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    const title = page.getByRole('button', { name: 'Title' });
    const header = page.getByRole('columnheader', { name: /Title/ });

    await title.click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${q}&sort=title%3Aasc$`));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(titles).toHaveText(await sorted('title:asc'));

    await title.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(titles).toHaveText(await sorted('title:desc'));

    await title.click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${q}$`));
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(titles).toHaveText((await piecesPage(request, q)).items.map((i) => i.title));
  });

  test('a misspelt query offers "did you mean", and following it finds results', async ({
    page,
  }) => {
    // Two letters short of beethoven: too far to be corrected as it is typed.
    await page.goto('/search?q=bethovn');
    await expect(page.getByText('No results found for "bethovn"')).toBeVisible();
    const suggestion = page.getByRole('link', { name: 'beethoven' });
    await expect(page.getByText(/Did you mean/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=beethoven$/);
    await expect(page.getByRole('region', { name: 'Pieces' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pieces' }).getByRole('rowheader').first(),
    ).toBeVisible();
  });

  test('an unknown product shows the not-found page with a search box and a way home', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/pieces/zzzz');
    await expect(page.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Could not fetch: product zzzz not found');
    await expectNoSeriousA11yViolations(page);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search the catalogue' }).fill('scale');
    await main.getByRole('searchbox', { name: 'Search the catalogue' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=scale$/);
    await expect(page.getByRole('region', { name: 'Pieces' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    acceptConsoleErrors(consoleErrors, [/status of 404/]);
  });

  test('a browse category with no entries is left out of the index, and its page says why', async ({
    page,
    request,
  }) => {
    const categories = [
      'composer',
      'artist',
      'publisher',
      'arranger',
      'lyricist',
      'editor',
      'selector',
      'translator',
    ];
    const empty: string[] = [];
    for (const category of categories) {
      const response = await request.get(`/api/products/search?terms=${category}&size=10000`);
      if (((await response.json()) as { terms: unknown[] }).terms.length === 0)
        empty.push(category);
    }
    expect(empty).toContain('arranger');
    await page.goto('/browse');
    const list = page.getByRole('list', { name: 'Browse by' });
    await expect(list.getByRole('link')).toHaveCount(categories.length - empty.length);
    await expect(list.getByRole('link', { name: /Arrangers/ })).toHaveCount(0);
    await expect(list.getByRole('link', { name: /Composers/ })).toBeVisible();

    await page.goto('/browse/arranger');
    await expect(
      page.getByText('No one is credited as arranger in the catalogue yet.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse another category' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('Ooops... offers Try again, which loads the page once it can', async ({
    page,
    consoleErrors,
  }) => {
    let isFailing = true;
    await page.route(/\/assets\/browse-[^/]+\.js$/, (route) =>
      isFailing ? route.abort() : route.continue(),
    );
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: 'Browse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ooops...' })).toBeVisible();
    isFailing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, [
      /ERR_FAILED|Failed to fetch dynamically imported module|browse-/,
    ]);
  });
});
