import {
  dismissCookieNotice,
  signUpThroughApi,
  uniqueEmail,
  waitForMail,
} from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

const NEW_PASSWORD = 'a brand new sonata';

test('resetting a password through the link in the email', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await dismissCookieNotice(page);
  const email = uniqueEmail('reset');
  const setup = await browser.newContext();
  await signUpThroughApi(setup.request, { email });
  await setup.close();

  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const enquiry = page.getByRole('dialog', { name: 'Reset your password' });
  const address = enquiry.getByRole('textbox', { name: "What's your email?" });
  await enquiry.getByRole('button', { name: 'Reset password' }).click();
  await expect(enquiry.getByText('Email is required')).toBeVisible();
  await address.fill(uniqueEmail('nobody'));
  await enquiry.getByRole('button', { name: 'Reset password' }).click();
  await expect(enquiry.getByText('We donʼt recognize this address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await address.fill(email);
  await enquiry.getByRole('button', { name: 'Reset password' }).click();
  const notice = page.getByRole('dialog', { name: 'Check your email' });
  await expect(notice).toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();

  const mail = await waitForMail(page.request, email, /password/i);
  const link = /https?:\/\/\S+\/password-reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const password = page.getByLabel('Password (at least 8 characters)');
  await password.fill('short');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password must be 8 characters or more')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await password.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been updated!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Sign in with email' }).click();
  await signIn.getByRole('textbox', { name: 'Email' }).fill(email);
  await signIn.getByLabel('Password').fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel('Password (at least 8 characters)').fill('yet another sonata');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Sorry, we couldnʼt reset your password because the token is not valid.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  acceptConsoleErrors(consoleErrors, [/status of 404/, /status of 400/]);
});
