import { consoleAdmin } from '../support/console-admin.js';
import {
  clientHeaders,
  dismissCookieNotice,
  fillCardForm,
  PASSWORD,
  uniqueEmail,
} from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// A 1×1 PNG, uploaded as the offer's logo.
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// GET /api/emails answers 404 for a free address (spec §7).
const expectedRefusals = [/status of 404/];

test.use({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });

test('an offer created in the console is previewed, then used to sign up, and its figures count it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const code = `e2e-${Date.now().toString(36)}`;
  const title = `Console offer ${code}`;
  await dismissCookieNotice(page);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: consoleAdmin,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);

  // The account page leads an admin to the console, which opens on its offers.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Operations console' }).click();
  await expect(page).toHaveURL(/\/console\/offers$/);
  await expect(page.getByRole('link', { name: 'piano-academy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New offer' }).first().click();
  await expect(page).toHaveURL(/\/console\/offers\/new$/);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Trial length (days)').fill('14');
  await page.getByLabel('Template').selectOption('A');
  await page.getByLabel('Associate name').fill('Console Partners');
  await page.getByLabel(/third-party marketing consent/).check();
  await page.getByLabel('Button text').fill('Try it for 14 days');
  await page.getByLabel('Background', { exact: true }).fill('#123456');
  // A bad colour is named before anything is sent, and the preview keeps the last good draft.
  await page.getByLabel('Links').fill('blue');
  await expect(page.getByText('must be a #hex colour')).toBeVisible();
  await page.getByLabel('Links').fill('#ffcc00');
  await page.getByLabel('Logo image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng,
  });
  await expect(page.locator('img[src^="/api/offer-images/"]').first()).toBeVisible();

  // The preview draws the real landing, signup and welcome pages with the draft.
  const preview = page.getByTestId('offer-preview');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Try it for 14 days' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Create your account' }),
  ).toBeVisible();
  await expect(
    preview.getByLabel('Send me news and offers from Console Partners by email'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Welcome', exact: true }).click();
  await expect(preview.getByText('Your 14-day free trial has started')).toBeVisible();
  await expect(page).toHaveTitle(/Operations console/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/offers/${code}$`));
  await expect(page.getByText('Offer created')).toBeVisible();

  // A visitor follows the offer's link and signs up with it.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const guest = await visitor.newPage();
    await guest.addInitScript(() => {
      localStorage.setItem('cadenza.cookieBannerDismissed', 'true');
    });
    await guest.goto(`/${code}`);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.locator('img[src^="/api/offer-images/"]').first()).toBeVisible();
    await guest.getByRole('link', { name: 'Try it for 14 days' }).first().click();
    await expect(guest).toHaveURL(new RegExp(`/${code}/signup$`));
    await guest.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('console-offer'));
    await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await guest.getByLabel(/I agree to the/).check();
    await guest.getByRole('button', { name: 'Sign up' }).click();
    await expect(guest).toHaveURL(new RegExp(`/${code}/credit-card$`));
    await fillCardForm(guest, { number: '4242 4242 4242 4242' });
    await guest.getByRole('button', { name: 'Start 14-day free trial now!' }).click();
    await expect(guest).toHaveURL(new RegExp(`/${code}/welcome$`));
    await expect(guest.getByText('Your 14-day free trial has started')).toBeVisible();

    // The visitor is no admin: the console tells them so.
    await guest.goto('/console');
    await expect(guest.getByText('This page is for administrators')).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The offer's figures count the sign-up.
  await page.reload();
  const figures = page.getByRole('definition');
  await expect(page.getByText('Redemptions')).toBeVisible();
  await expect(figures.nth(0)).toHaveText('1');
  await expect(figures.nth(1)).toHaveText('1');

  // Deactivated (after a confirmation), its link says so at once, as the spec words it.
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(page.getByText('Deactivated')).toBeVisible();
  const late = await browser.newContext();
  try {
    const latePage = await late.newPage();
    await latePage.goto(`/${code}`);
    await expect(latePage.getByText('Sorry, this offer is no longer active')).toBeVisible();
    await expect(latePage.getByText('You can still enjoy a free 30-day trial')).toBeVisible();
  } finally {
    await late.close();
  }

  // The audit log has the creation and the deactivation.
  await page.getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['offer.create', 'offer.deactivate']) {
    await page.getByLabel('Action').selectOption(action);
    await expect(page).toHaveURL(new RegExp(`action=${action}`));
    await expect(page.getByText('1 action', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: action, exact: true })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: `offer ${code}`, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('cell', { name: consoleAdmin.email, exact: true }).first(),
  ).toBeVisible();
  acceptConsoleErrors(consoleErrors, expectedRefusals);
});
