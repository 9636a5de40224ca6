import {
  advanceClock,
  dismissCookieNotice,
  fillCardForm,
  signUpThroughApi,
  uniqueEmail,
} from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

const longDate = String.raw`\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}`;

test('cancelling during the trial, then resubscribing with the saved card once it has run out', async ({
  page,
  consoleErrors,
}) => {
  await dismissCookieNotice(page);
  // The 7-day offer: the server clock moves 8 days, well inside every other session's idle time.
  await signUpThroughApi(page.request, {
    email: uniqueEmail('cancel'),
    referralCode: 'week-trial',
  });

  await page.goto('/account/subscription');
  const panel = page.getByRole('region', { name: 'Your subscription' });
  await expect(panel).toContainText('Status: free trial');
  // As rendered (innerText applies CSS text-transform): the spec's own words, not 'Free Trial'.
  expect(await panel.innerText()).toContain('Status: free trial');
  await expect(panel.getByText(new RegExp(`^Expires on ${longDate}$`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Not now' }).click();
  await expect(confirm).toBeHidden();

  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancelled = page.getByRole('dialog', { name: 'Subscription cancelled' });
  await expect(
    cancelled.getByText(new RegExp(`Your subscription will end on ${longDate}`)),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancelled.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(panel.getByText('SUBSCRIPTION CANCELLED')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  await advanceClock(page.request, 8);
  // The billing tick the clock move queued runs in the server's workers: wait for it.
  await expect(async () => {
    await page.reload();
    await expect(panel).toContainText('Status: expired', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByText(new RegExp(`^Expired on ${longDate}$`))).toBeVisible();
  const offer = page.getByRole('region', { name: 'Resubscribe to Cadenza' });
  await expect(offer).toContainText('$12.99 per month');
  await expect(offer).toContainText('Subscription will automatically renew monthly');

  await offer.getByRole('button', { name: 'Resubscribe' }).click();
  const summary = page.getByRole('dialog', { name: 'Purchase summary' });
  await expect(summary.getByText('Please review your chosen purchases')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await summary.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  // The saved card is offered first; a new card is the other choice.
  const savedCard = payment.getByRole('radio', { name: 'Pay with Visa •••• 4242' });
  await expect(savedCard).toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await payment.getByRole('radio', { name: 'Pay with a new card' }).check();
  await fillCardForm(payment, { number: '4000 0000 0000 0002' });
  await expectNoSeriousA11yViolations(page);
  await payment.getByRole('button', { name: 'Pay $12.99' }).click();
  const failure = page.getByRole('dialog', { name: 'Something went wrong …' });
  await expect(failure.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(failure.getByRole('link', { name: 'Contact support' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(payment.getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
  // The billing address typed before the decline is still there; only the card is typed anew.
  await expect(payment.getByLabel('Postcode')).toHaveValue('10001');
  await expect(payment.getByLabel('Address line 1')).toHaveValue('1 Scale Street');
  await expect(payment.getByLabel('City')).toHaveValue('New York');
  await expect(payment.getByLabel('Country')).toHaveValue('US');
  await expect(payment.getByLabel('Card number')).toHaveValue('');
  // Paid with the saved card: nothing typed again.
  await savedCard.check();
  await payment.getByRole('button', { name: 'Pay $12.99' }).click();
  const complete = page.getByRole('dialog', { name: 'Payment complete' });
  await expect(complete.getByText('Thank you! Your subscription is active.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await complete.getByRole('button', { name: 'Print later' }).click();

  await expect(panel).toContainText('Status: active');
  await expect(panel.getByText(new RegExp(`^Renews ${longDate}$`))).toBeVisible();
  await page.goto('/account/purchase');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Trial' })).toContainText('Free');
  await expect(rows.filter({ hasText: 'Subscription (Web)' })).toContainText('$12.99');
  await expectNoSeriousA11yViolations(page);
  // No second card: the account still lists the one saved at signup, its default.
  await page.goto('/account/payment');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa •••• 4242 (default)');
  await page.goto('/account/subscribe');
  await expect(page).toHaveURL(/\/account$/);
  // The declined card's 402.
  acceptConsoleErrors(consoleErrors, [/status of 402/]);
});
