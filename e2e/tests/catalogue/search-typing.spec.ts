import type { Page } from '@playwright/test';
import { expect, test } from '../../support/page-checks.js';

/**
 * API answers delayed by 0-1,500 ms, the same sequence every run: a slow network or a busy
 * server, while someone types in the header's search field.
 */
async function delayApiAnswers(page: Page): Promise<void> {
  let seed = 7;
  const nextDelayMs = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed % 1_500;
  };
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, nextDelayMs()));
    await route.continue();
  });
}

test.describe('typing in the header search field', () => {
  for (const start of ['/home', '/search?q=bach', '/browse/composer']) {
    test(`loses no letter while answers are slow, from ${start}`, async ({ page }) => {
      test.slow();
      await page.goto(start);
      const field = page.getByRole('searchbox', { name: 'Search' });
      await expect(field).toBeVisible();
      await delayApiAnswers(page);
      await field.fill('');
      // Human speed, with pauses long enough for each word to be searched on its own.
      await field.pressSequentially('beethoven', { delay: 120 });
      await page.waitForTimeout(400);
      await field.pressSequentially(' sonata', { delay: 50 });
      await page.waitForTimeout(300);
      await field.pressSequentially(' pathetique', { delay: 150 });
      await expect(field).toHaveValue('beethoven sonata pathetique');
      await expect(page).toHaveURL(/\/search\?q=beethoven\+sonata\+pathetique$/);
      // After every late answer has arrived the field still holds every letter.
      await page.waitForTimeout(1_600);
      await expect(field).toHaveValue('beethoven sonata pathetique');
    });
  }
});
