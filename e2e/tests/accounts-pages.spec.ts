import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

test('the accounts pages a visitor can open pass axe', async ({ page }) => {
  // The landing page's Sign in opens the dialog (its code loads with the click).
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByRole('button', { name: 'Sign in with email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/account\/subscribe$/);

  await page.goto('/summer-school');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, this offer is no longer active' }),
  ).toBeVisible();
  await expect(page.getByText('You can still enjoy a free 30-day trial')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/welcome');
  await expect(
    page.getByText('Thanks for signing up! Enjoy it for free until the end of the trial period'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/create-password/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
  await expect(
    page.getByText('By tapping Submit, you accept the Terms of Service and Privacy Policy'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account?facebookId=sandbox-0123456789abcdef');
  await expect(
    page
      .getByRole('dialog', { name: 'Sign in' })
      .getByText('Sign in with Facebook to access your account'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
