import type { MeResponse } from '@cadenza/domain';
import { consoleAdmin } from '../support/console-admin.js';
import {
  clientHeaders,
  dismissCookieNotice,
  signUpThroughApi,
  uniqueEmail,
} from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

test.use({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });

const DAY_MS = 86_400_000;

test('an admin finds a customer, extends their trial and signs them out, each confirmed, and the customer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('console-customer');
  const customer = await browser.newContext();
  try {
    await signUpThroughApi(customer.request, { email });
    const me = async () =>
      (await (
        await customer.request.get('/api/me', { headers: clientHeaders })
      ).json()) as MeResponse;
    const trialEnd = Date.parse((await me()).subscriptions[0]?.expiryDate ?? '');

    await dismissCookieNotice(page);
    const signIn = await page.request.post('/api/sessions', {
      headers: clientHeaders,
      data: consoleAdmin,
    });
    expect(signIn.status(), await signIn.text()).toBe(201);

    // Search → the customer's page.
    await page.goto('/console');
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect(page).toHaveURL(/\/console\/customers$/);
    await page.getByLabel('Email or name').fill(email.slice(0, 24).toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: email }).click();
    await expect(page.getByRole('heading', { name: email })).toBeVisible();
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    await expect(subscriptions.getByText('free trial', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cards' }).getByText('Visa •••• 4242'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Extend the trial: confirmed in a dialog; focus comes back to the button.
    const extend = subscriptions.getByRole('button', { name: 'Extend trial' });
    await extend.click();
    const dialog = page.getByRole('dialog', { name: 'Extend the free trial' });
    await dialog.getByLabel('Days').fill('10');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Extend by 10 days' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Trial extended' })).toBeVisible();
    await expect(extend).toBeFocused();
    // The customer's own account says so at once.
    expect(Date.parse((await me()).subscriptions[0]?.expiryDate ?? '') - trialEnd).toBe(
      10 * DAY_MS,
    );

    // End every session (confirmed, or not: Cancel changes nothing).
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: 'End all sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign the customer out everywhere' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await customer.request.head('/api/sessions')).status()).toBe(200);
    await sessions.getByRole('button', { name: 'End all sessions' }).click();
    await confirm.getByRole('button', { name: 'End all sessions' }).click();
    await expect(sessions.getByText('Not signed in anywhere.')).toBeVisible();
    await expect(sessions.getByRole('heading', { name: 'Sessions' })).toBeFocused();
    expect((await customer.request.head('/api/sessions')).status()).toBe(401);

    // Both are in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['customer.extend-trial', 'customer.end-sessions']) {
      await page.getByLabel('Action').selectOption(action);
      await expect(page).toHaveURL(new RegExp(`action=${action.replace('.', '\\.')}`));
      await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    }
  } finally {
    await customer.close();
  }
});
