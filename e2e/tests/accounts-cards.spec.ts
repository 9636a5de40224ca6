import {
  dismissCookieNotice,
  fillCardForm,
  signUpThroughApi,
  uniqueEmail,
} from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

test('adding, editing, making default and removing a card; the only card of a subscription stays', async ({
  page,
}) => {
  await dismissCookieNotice(page);
  // The page's own request context shares its cookies: the new user is signed in.
  await signUpThroughApi(page.request, { email: uniqueEmail('cards') });

  await page.goto('/account/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa •••• 4242 (default)');
  await expect(cards.first()).toContainText('Expires 12 / 40');
  await expectNoSeriousA11yViolations(page);

  // The only card of an active subscription cannot be removed.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveTitle('Account – Card details | Cadenza');
  await expect(
    page.getByText('You must cancel your subscription before you can remove this card.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'this card is default' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/payment');
  await page.getByRole('link', { name: 'add a new payment method' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  await expect(page.getByText('Your country is incomplete.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillCardForm(page, { number: '5555 5555 5555 4444', expiry: '09 / 33' });
  const makeDefault = page.getByLabel('Make this my default card');
  await expect(makeDefault).not.toBeChecked();
  await makeDefault.check();
  await page.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(/\/account\/payment$/);
  await expect(cards).toHaveCount(2);
  const mastercard = cards.filter({ hasText: 'MasterCard •••• 4444' });
  await expect(mastercard).toContainText('(default)');
  await expect(mastercard).toContainText('Expires 09 / 33');

  // Edit the Visa, make it the default again, then remove the MasterCard.
  await cards.filter({ hasText: 'Visa •••• 4242' }).getByRole('link').click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Expiry date').fill('');
  await page.getByLabel('City').fill('');
  await save.click();
  await expect(page.getByText('Your card’s expiration date is incomplete.')).toBeVisible();
  await expect(page.getByText('Your city is incomplete.')).toBeVisible();
  await page.getByLabel('Expiry date').fill('1135');
  await expect(page.getByLabel('Expiry date')).toHaveValue('11 / 35');
  await page.getByLabel('City').fill('Boston');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  await page.getByRole('button', { name: 'make this card default' }).click();
  await expect(page.getByRole('button', { name: 'this card is default' })).toBeDisabled();
  await page.goto('/account/payment');
  await expect(cards.filter({ hasText: 'Visa •••• 4242' })).toContainText('(default)');
  await expect(cards.filter({ hasText: 'Visa •••• 4242' })).toContainText('Expires 11 / 35');

  await cards.filter({ hasText: 'MasterCard •••• 4444' }).getByRole('link').click();
  await page.getByRole('button', { name: 'remove this card' }).click();
  const confirm = page.getByRole('group', { name: 'Remove this card?' });
  await expect(confirm).toContainText('Remove MasterCard •••• 4444?');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(page).toHaveURL(/\/account\/payment$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa •••• 4242');

  // Left unticked, a new card is not the default: the Visa stays it.
  await page.getByRole('link', { name: 'add a new payment method' }).click();
  await fillCardForm(page, { number: '3782 822463 10005', cvc: '1234' });
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/account\/payment$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Visa •••• 4242' })).toContainText('(default)');
  await expect(cards.filter({ hasText: 'American Express •••• 0005' })).not.toContainText(
    '(default)',
  );
});
