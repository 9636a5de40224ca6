import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

test('the landing page opens with no console errors and no serious a11y violations', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a deep link is served by the app and an unknown page says so', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Search/);
  await page.goto('/browse/composer/x/y/z/too/deep');
  await expect(page.getByText('Page was not found')).toBeVisible();
});

test('the API is answered by the same server', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const config = await request.get('/api/config?countries=true&countryAlpha2=GB');
  expect((await config.json()).stripePlan.currency).toBe('GBP');
});
