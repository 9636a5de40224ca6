import { fillCardForm, PASSWORD, recordAnalytics, uniqueEmail } from '../support/accounts.js';
import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../support/page-checks.js';

// axe checks dialogs once their 250 ms fade is over (reduced motion makes it 1 ms).
test.use({ reducedMotion: 'reduce' });

// GET /api/emails answers 404 for a free address (spec §7); a declined card answers 402.
const expectedRefusals = [/status of 404/, /status of 402/];

test('signing up through an offer with 4242 4242 4242 4242 lands on the welcome page', async ({
  page,
  consoleErrors,
}) => {
  const analytics = await recordAnalytics(page);
  const email = uniqueEmail('offer');
  await page.goto('/piano-academy');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Two months of Cadenza, free for Piano Academy students',
    }),
  ).toBeVisible();
  // What it promotes exists: its pieces are the catalogue's, its count the catalogue's.
  const promoted = page.getByRole('list', { name: 'Pieces to play' }).getByRole('link');
  await expect(promoted).toHaveCount(2);
  for (const href of await promoted.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    const id = /^\/pieces\/([^?]+)/.exec(href)?.[1] ?? '';
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);
  }
  await expect(page.getByText(/^[\d,]+\+? scores with synced recordings$/)).toBeVisible();
  await expect(page.getByText(/Chopin|Thousands/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Watch the video' }).click();
  const video = page.getByRole('dialog', {
    name: 'Two months of Cadenza, free for Piano Academy students',
  });
  await expect(video.locator('video')).toHaveAttribute(
    'src',
    '/images/offers/piano-academy/intro.mp4',
  );
  await expectNoSeriousA11yViolations(page);
  await video.getByRole('button', { name: 'Close' }).click();
  await expect(video).toBeHidden();

  await page.getByRole('link', { name: 'Get 60 days free' }).first().click();
  await expect(page).toHaveURL(/\/piano-academy\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle(
    'Piano Academy Online – Sign up for a 60-day free trial | Cadenza',
  );
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please choose Facebook or email to sign up')).toBeVisible();
  await expect(
    page.getByText('You need to agree to these terms to create an account.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await expect(
    page.getByLabel('Send me news and offers from Piano Academy Online by email'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/piano-academy\/credit-card$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter your card details' }),
  ).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  // The price in the visitor's plan (this server places a local visitor in the US).
  await expect(
    page.getByText(
      /^No commitment\. Cancel before \d{1,2} \w+ \d{4} if you do not want to be charged \$12\.99 a month\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/£/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await fillCardForm(page, { number: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: 'Start 60-day free trial now!' }).click();

  await expect(page).toHaveURL(/\/piano-academy\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Cadenza' })).toBeVisible();
  await expect(page.getByText('Your 60-day free trial has started')).toBeVisible();
  await expect(
    page.getByText(/^Thanks for signing up! Enjoy it for free until \d{1,2} \w+ \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start exploring' })).toHaveAttribute(
    'href',
    '/piano-academy/home',
  );
  expect(await analytics()).toContain('ad-conversion');
  await expectNoSeriousA11yViolations(page);
  acceptConsoleErrors(consoleErrors, expectedRefusals);
});

test('the half-price offer’s card step says what will be charged, in the visitor’s currency', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/conservatoire-half-price/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('half-price'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/conservatoire-half-price\/credit-card$/);
  // The US plan ($12.99) at half price, as the server will charge it, then the full price.
  const charged = '$6.50 a month for your first 3 months, then $12.99 a month';
  await expect(
    page.getByText(`if you do not want to be charged ${charged}.`, { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(`your card is charged ${charged}, automatically until you cancel.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText(/£|9\.99/)).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('half-price-card-step.png'),
    fullPage: true,
  });
  acceptConsoleErrors(consoleErrors, expectedRefusals);
});

test('a declined card shows the error, and a retry with another card succeeds', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('declined');
  await page.goto('/account/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '30-day free trial' })).toBeVisible();
  await expect(page.getByText('No commitment. Cancel anytime.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();

  await expect(page).toHaveURL(/\/subscribe\/credit-card$/);
  await fillCardForm(page, { number: '4000 0000 0000 0002' });
  await page.getByRole('button', { name: 'Start 30-day free trial now!' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start 30-day free trial now!' }).click();
  await expect(page).toHaveURL(/\/subscribe\/welcome$/);
  await expect(page.getByText('Your 30-day free trial has started')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  acceptConsoleErrors(consoleErrors, expectedRefusals);
});
