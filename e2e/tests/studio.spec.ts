import type { APIRequestContext } from '@playwright/test';
import { clientHeaders, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { demoPublisher, guestSearchTitles } from '../support/studio.js';

interface StudioRow {
  id: string;
  type: string;
  title: string;
  published: boolean;
}

/** A piece of the imprint from the end of its list, away from what other journeys open first. */
async function lastPieceOfImprint(request: APIRequestContext): Promise<StudioRow> {
  const first = (await (await request.get('/api/studio/products')).json()) as {
    total: number;
    pageSize: number;
  };
  const lastPage = Math.max(1, Math.ceil(first.total / first.pageSize));
  const page = (await (
    await request.get(`/api/studio/products?page=${String(lastPage)}`)
  ).json()) as {
    items: StudioRow[];
  };
  const piece = page.items.filter((item) => item.type === 'piece' && item.published).at(-1);
  if (!piece) throw new Error('no published piece at the end of the demo imprint');
  return piece;
}

test.use({ viewport: { width: 1200, height: 900 } });

test('the demo publisher renames a piece, unpublishes and publishes it, and search follows at once', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: demoPublisher,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const piece = await lastPieceOfImprint(page.request);
  const newTitle = `Studio renamed ${Date.now().toString(36)}`;
  const guest = await browser.newContext();

  try {
    // The account page leads staff to the studio.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Studio' }).click();
    await expect(page).toHaveURL(/\/studio\/products$/);
    await expect(page.getByText(/^Cadenza Urtext: \d+ products$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Found by its title, opened, renamed.
    await page.getByLabel('Find products').fill(piece.title);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: piece.title, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: piece.title, level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved. Search and the catalogue show the change now.',
    );

    // The catalogue's search shows the new title at once, to guests as well.
    await page.goto(`/search?q=${encodeURIComponent(newTitle)}`);
    await expect(page.getByRole('link', { name: newTitle }).first()).toBeVisible();
    expect(await guestSearchTitles(guest.request, newTitle)).toEqual([newTitle]);

    // Unpublished: gone from guests' search at once; published again: back at once.
    await page.goto(`/studio/products/${piece.id}`);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Unpublished: it is out of the catalogue and search now.',
    );
    expect(await guestSearchTitles(guest.request, newTitle)).toEqual([]);
    expect((await guest.request.get(`/api/products/${piece.id}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published: it is in the catalogue and search now.',
    );
    expect(await guestSearchTitles(guest.request, newTitle)).toEqual([newTitle]);
  } finally {
    // The shared e2e library gets its piece back as it was.
    await page.request.patch(`/api/studio/products/${piece.id}`, {
      headers: clientHeaders,
      data: { title: piece.title, published: true },
    });
    await guest.close();
  }
  expect(consoleErrors).toEqual([]);
});

test('an ordinary account is told the studio is not for it, and its API refuses', async ({
  page,
}) => {
  await signUpThroughApi(page.request, { email: uniqueEmail('studio-ordinary') });
  await page.goto('/studio');
  await expect(page.getByText('The studio is for admins and publishers.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
  expect((await page.request.get('/api/studio/products')).status()).toBe(403);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Studio' })).toHaveCount(0);
});
