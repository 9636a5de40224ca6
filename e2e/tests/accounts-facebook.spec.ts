import { dismissCookieNotice, fillCardForm, uniqueEmail } from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

test('signing up and signing in with Facebook, through the sandbox login window', async ({
  page,
  consoleErrors,
}) => {
  await dismissCookieNotice(page);
  const email = uniqueEmail('facebook');
  await page.goto('/choir-friends');
  // This offer hides the explore link.
  await expect(page.getByRole('link', { name: 'Explore as guest' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Get 45 days free' }).click();
  await page.getByLabel(/I agree to the/).check();
  // Choir Friends does not allow third-party marketing.
  await expect(page.getByLabel(/Choir Friends/)).toHaveCount(0);

  const [signup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByLabel('Sign up with Facebook').check(),
  ]);
  await expect(signup.getByRole('heading', { level: 1 })).toContainText('Sandbox Facebook login');
  await signup.getByLabel('Email address of the pretend Facebook account').fill(email);
  await signup.getByRole('button', { name: 'Continue as this Facebook user' }).click();

  await expect(page).toHaveURL(/\/choir-friends\/credit-card$/);
  await fillCardForm(page, { number: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: 'Start 45-day free trial now!' }).click();
  await expect(page).toHaveURL(/\/choir-friends\/welcome$/);
  await expect(page.getByText('Your 45-day free trial has started')).toBeVisible();

  // The header carries the referral code, and signing out returns to the offer page.
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account\?referralCode=choir-friends$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/choir-friends$/);

  await page.goto('/account');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const [signIn] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Sign in with Facebook' }).click(),
  ]);
  await signIn.getByLabel('Email address of the pretend Facebook account').fill(email);
  await signIn.getByRole('button', { name: 'Continue as this Facebook user' }).click();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  acceptConsoleErrors(consoleErrors, [/status of 404/]);
});
