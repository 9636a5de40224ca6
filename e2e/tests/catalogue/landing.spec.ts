import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';

test.describe('landing page', () => {
  test('shows every section and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn. Play. Sing.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start 30-day free trial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore as a guest' })).toHaveAttribute(
      'href',
      '/home',
    );
    // The plan of the visitor's country: a loopback visitor is in GEOIP_LOCAL_COUNTRY (US).
    await expect(page.getByText(/then \$\d+\.\d\d per month/)).toBeVisible();
    const features = page.getByRole('region', { name: 'Innovative tools & features' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByText('… and much more!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Explore by tag' }).getByRole('link')).toHaveCount(
      11,
    );
    await expect(page.getByRole('figure')).toHaveCount(8);
    await expect(page.getByText('Rated 4.2 out of 5 on the App Store')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not ready to start a trial?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join free for 30 days' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('downloads none of the player, Verovio, pdf.js or hls.js code', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: await response.text() });
      }
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign up to our newsletter' }).scrollIntoViewIfNeeded();
    await expect(page.getByPlaceholder('Your email address')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, body } of scripts) {
      expect(url).not.toMatch(/verovio|pdf|hls|player/i);
      expect(body).not.toMatch(/VerovioToolkit|pdfjs-dist|GlobalWorkerOptions|hls\.js/);
    }
  });

  test('signs up for the newsletter, after checking the address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign up to our newsletter' }).scrollIntoViewIfNeeded();
    const field = page.getByPlaceholder('Your email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await field.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await field.fill(`e2e-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for signing up')).toBeVisible();
    await expect(
      page.getByText(
        'To confirm your subscription please click the link in the email we just sent you.',
      ),
    ).toBeVisible();
  });

  test('can be used by keyboard alone: skip link, then the trial and guest links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    let reached = false;
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page
        .getByRole('link', { name: 'Explore as a guest' })
        .evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the cookie banner stays on scroll and goes for good with GOT IT', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toContainText('uses cookies to ensure you get the best experience');
    await expect(banner.getByRole('link', { name: 'More information' })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'GOT IT' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('carries the referral code and sends a signed-in visitor home', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto('/?referralCode=no-such-offer');
    await expect(page.getByRole('link', { name: 'Start 30-day free trial' })).toHaveAttribute(
      'href',
      '/no-such-offer/signup?referralCode=no-such-offer',
    );
    await expect(page.getByRole('link', { name: 'Explore as a guest' })).toHaveAttribute(
      'href',
      '/home?referralCode=no-such-offer',
    );
    // The unknown offer's lookup answers 404; the page keeps the default trial.
    await page.waitForLoadState('networkidle');
    acceptConsoleErrors(consoleErrors, [/status of 404/]);
    await context.addCookies([{ name: 'isAuthenticated', value: 'true', url: baseURL ?? '' }]);
    await page.goto('/?referralCode=spring');
    await expect(page).toHaveURL(/\/home\?referralCode=spring$/);
  });
});
