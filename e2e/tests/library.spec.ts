import type { Browser, Page } from '@playwright/test';
import { clientHeaders, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { listDemoProducts, signUpSubscriber } from '../support/practice.js';

interface PiecePractice {
  isFavourite: boolean;
  settings: { bar: string; tempoPercent: number } | null;
  totalSeconds: number;
}

async function openPiece(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 30_000,
  });
}

/** A second device: a browser context of its own, signed in to the same account. */
async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const signIn = await context.request.post('/api/sessions', {
    headers: clientHeaders,
    data: { email, password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  return context;
}

test.use({ viewport: { width: 1100, height: 800 } });

test('a favourite, where a piece was left and the time practised follow the person to another device', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('library');
  await signUpSubscriber(page.request, email);
  const pieces = (await listDemoProducts(page.request)).filter((item) => item.type === 'piece');
  const piece = pieces[0];
  if (!piece) throw new Error('no piece in the demo library');
  await openPiece(page, `/pieces/${piece.id}`);

  // By mouse: a favourite.
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  // By keyboard: two bars on, and the tempo down a step.
  await page.getByTestId('score-page').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const position = await page.getByTestId('bar-position').textContent();
  await page.getByRole('slider', { name: 'Tempo' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('95%')).toBeVisible();
  await expect
    .poll(
      async () => {
        const practice = (await (
          await page.request.get(`/api/me/pieces/${piece.id}/practice`)
        ).json()) as PiecePractice;
        return practice.settings?.tempoPercent;
      },
      { timeout: 10_000 },
    )
    .toBe(95);

  // Play a few seconds, then pause: the time is counted on today's date.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/me/pieces/${piece.id}/practice`)
          ).json()) as PiecePractice
        ).totalSeconds,
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(1);
  // Back to where it was left, so the other device opens there.
  await page.getByTestId('score-page').click({ position: { x: 5, y: 5 } });
  const positionText = position ?? '';
  for (let step = 0; step < 40; step += 1) {
    const shown = (await page.getByTestId('bar-position').textContent()) ?? '';
    if (shown === positionText) break;
    await page.keyboard.press('ArrowLeft');
    // One bar a press: read the counter again only once it has moved (a stale read pressed twice).
    await expect(page.getByTestId('bar-position')).not.toHaveText(shown);
  }
  await expect(page.getByTestId('bar-position')).toHaveText(positionText);
  await page.waitForTimeout(2000);

  // Another device opens the piece where it was left, at that tempo, still a favourite.
  const elsewhere = await signInElsewhere(browser, email);
  const other = await elsewhere.newPage();
  await openPiece(other, `/pieces/${piece.id}`);
  await expect(other.getByTestId('bar-position')).toHaveText(positionText, { timeout: 10_000 });
  await expect(other.getByText('95%')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The library lists it as a favourite and as recently practised; the account charts the time.
  await other.goto('/library');
  await expect(other.getByRole('list', { name: 'Recently practised' })).toContainText(
    `${positionText.replace(/ of .*/, '')} · 95%`,
  );
  await other.getByRole('link', { name: 'Favourites' }).click();
  await expect(other.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expectNoSeriousA11yViolations(other);
  await other.goto('/account');
  await expect(other.getByTestId('practice-total')).toContainText('in the last 30 days');
  await expect(other.getByTestId('practice-chart').getByRole('listitem')).toHaveCount(30);
  await expectNoSeriousA11yViolations(other);
  await elsewhere.close();
  expect(consoleErrors).toEqual([]);
});

test.describe('by touch', () => {
  test.use({ hasTouch: true });

  test('a setlist made on the piece pages plays in order, moving on by itself, and is shared read-only by link', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    await signUpSubscriber(page.request, uniqueEmail('setlist'));
    const pieces = (await listDemoProducts(page.request)).filter((item) => item.type === 'piece');
    const [first, second] = pieces.slice(1, 3);
    if (!first || !second) throw new Error('two pieces needed');

    // A new setlist from the first piece's page, then the second piece added to it.
    await openPiece(page, `/pieces/${first.id}`);
    await page.getByRole('button', { name: 'Add to setlist' }).tap();
    await page.getByRole('textbox', { name: 'New setlist' }).fill('Sunday recital');
    await page.getByRole('button', { name: 'Create and add' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toContainText(
      'Sunday recital',
    );
    await openPiece(page, `/pieces/${second.id}`);
    await page.getByRole('button', { name: 'Add to setlist' }).tap();
    await page.getByRole('button', { name: /^Sunday recital/ }).tap();
    await page.getByRole('link', { name: 'Sunday recital' }).tap();

    const order = page.getByRole('list', { name: 'Pieces in order' });
    await expect(order.getByRole('listitem')).toHaveCount(2);
    // Share it, and keep the link.
    await page.getByRole('checkbox', { name: 'Share by link (read-only)' }).tap();
    await expect(page.getByText('Anyone with the link can see this setlist')).toBeVisible();
    const link = page.url();
    await expectNoSeriousA11yViolations(page);

    // A guest with the link sees it read-only.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Sunday recital' })).toBeVisible();
    await expect(guest.getByText('A setlist shared with you')).toBeVisible();
    await expect(guest.getByRole('button', { name: /Move .* up/ })).toHaveCount(0);
    await expect(guest.getByRole('textbox', { name: 'Title' })).toHaveCount(0);

    // Played in order: the first piece starts by itself; at its end the second follows.
    await page.getByRole('link', { name: 'Play in order' }).tap();
    const sequence = page.getByTestId('setlist-sequence');
    await expect(sequence).toContainText('piece 1 of 2', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
    // To the last bar, then let it end.
    const next = page.getByRole('button', { name: 'Next bar' });
    const barText = async () => (await page.getByTestId('bar-position').textContent()) ?? '';
    for (let step = 0; step < 200; step += 1) {
      const [shown, last] = (await barText()).replace('Bar ', '').split(' of ');
      if (shown === last) break;
      await next.tap();
    }
    await expect(page).toHaveURL(new RegExp(`/pieces/${second.id}\\?setlist=`), {
      timeout: 60_000,
    });
    await expect(page.getByTestId('setlist-sequence')).toContainText('piece 2 of 2', {
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Pause' }).tap();

    // Unshared, the link shows the guest nothing.
    await page.goto(link);
    await page.getByRole('checkbox', { name: 'Share by link (read-only)' }).tap();
    await expect(page.getByText('Anyone with the link can see this setlist')).toHaveCount(0);
    await guest.reload();
    await expect(
      guest.getByRole('heading', { name: 'This setlist is not available' }),
    ).toBeVisible();
    await guestContext.close();
    expect(consoleErrors).toEqual([]);
  });
});
