import { PASSWORD, setSessionLimit, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

test('signing in from the header and out from the account page', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('signin');
  const setup = await browser.newContext();
  await signUpThroughApi(setup.request, { email });
  await setup.close();

  // Closing the main sign-in dialog leads a visitor to the subscribe route.
  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/subscribe$/);

  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Incorrect password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expect(page.getByText(/^Good (morning|afternoon|evening)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payment methods' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/account');
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByRole('button', { name: 'Sign in with email' })).toBeVisible();
  await expect(signIn.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(signIn).toBeVisible();
  acceptConsoleErrors(consoleErrors, [/status of 401/]);
});

test('a second sign-in beyond maxConcurrentSessions expires the first session', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const email = uniqueEmail('sessions');
  const setup = await browser.newContext();
  await signUpThroughApi(setup.request, { email });
  await setSessionLimit(setup.request, email, 1);
  await setup.close();

  await page.clock.install();
  await page.goto(`/account?email=${encodeURIComponent(email)}`);
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  // A multi-session basic user manages no subscription, purchases or payment.
  await expect(page.getByRole('link', { name: 'Payment methods' })).toHaveCount(0);

  const elsewhere = await browser.newContext();
  const signedInElsewhere = await elsewhere.request.post('/api/sessions', {
    headers: { 'x-client-id': 'cadenza-web' },
    data: { email, password: PASSWORD },
  });
  expect(signedInElsewhere.status()).toBe(201);
  await elsewhere.close();

  await page.clock.fastForward('01:05');
  const expired = page.getByRole('dialog', { name: 'Session expired' });
  await expect(
    expired.getByText(
      'You have been signed out because your session has expired. This could be because you were inactive for too long, or because you signed in on another device.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expired.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  acceptConsoleErrors(consoleErrors, [/status of 401/]);
});
