import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';

test.describe('info pages, footer and errors', () => {
  test('about and contact have the dark theme and the landing-style header', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(
      page.getByText(/multimedia music service for learners, performers, teachers/),
    ).toBeVisible();
    // The count of scores is the live catalogue's, never a number written ahead.
    await expect(
      page.getByText(/practise from [\d,]+\+? classical, jazz and educational scores/),
    ).toBeVisible();
    const background = await page
      .locator('.theme-dark')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(18, 21, 28)');
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByText('Partnerships and PR')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('every footer link opens its page', async ({ page }) => {
    await page.goto('/about');
    for (const [name, heading] of [
      ['Help & Support', 'Help & Support'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['About Us', 'About'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('an unknown page says it was not found', async ({ page }) => {
    await page.goto('/browse/composer/a/b/c/too/deep');
    await expect(page.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // One segment is taken for an offer's code: no such offer, the same page under a header.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a content area that fails to load shows Ooops... and keeps the header', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/collection-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/collections/anything');
    await expect(page.getByRole('heading', { level: 1, name: 'Ooops...' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    acceptConsoleErrors(consoleErrors, [
      /ERR_FAILED|Failed to fetch dynamically imported module|collection-/,
    ]);
  });
});
