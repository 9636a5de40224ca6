import { expect, expectNoSeriousA11yViolations, test } from '../../support/page-checks.js';

const userAgents = {
  chrome40:
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/40.0.2214.115 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  /** iPadOS 13+ Safari asks for desktop sites with a Mac user agent; only touch tells. */
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};

test.describe('an old browser', () => {
  test.use({ userAgent: userAgents.chrome40 });

  test('is sent from an app page to the browser notice, with the feature table', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/unsupported$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Cadenza is not currently supported in this browser. Open or download Chrome, Firefox or Safari.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Features on desktop and iPad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Firefox' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('sees the landing page without sign-in or trial links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn. Play. Sing.' })).toBeVisible();
    await expect(page.getByRole('link', { name: /free trial|Join free/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveText(
      'Cadenza is not currently supported in this browser. Open or download Chrome, Firefox or Safari.',
    );
  });
});

test.describe('a phone', () => {
  test.use({ userAgent: userAgents.iphone, viewport: { width: 390, height: 844 } });

  test('gets the device notice, naming the product it asked for', async ({ page, request }) => {
    const home = (await (await request.get('/api/home')).json()) as {
      carousels: { items: { id: string; type: string; title: string }[] }[];
    };
    const volume = home.carousels.flatMap((c) => c.items).find((item) => item.type === 'volume');
    await page.goto(`/volumes/${volume?.id ?? ''}`);
    await expect(page).toHaveURL(/\/unsupported$/);
    await expect(
      page.getByRole('heading', {
        name: 'Cadenza is available only via desktop browser or iPad app.',
      }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Get access to ${volume?.title ?? ''} ... and much more on your desktop browser, or download the iPad app`,
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('an iPad', () => {
  test.use({ userAgent: userAgents.ipad, viewport: { width: 820, height: 1180 } });

  test('is pointed to the iPad app, or back to it when it came from the app', async ({ page }) => {
    await page.goto('/search?q=bach');
    await expect(
      page.getByRole('heading', { name: 'Download our iPad app to use Cadenza on your iPad.' }),
    ).toBeVisible();
    await page.goto('/home?source=ios');
    await expect(page).toHaveURL(/\/unsupported\?source=ios$/);
    await expect(
      page.getByRole('heading', { name: 'Go back to the app to continue using Cadenza' }),
    ).toBeVisible();
  });
});

test.describe('an iPad with iPadOS 13 or later (a Mac user agent, with touch)', () => {
  test.use({
    userAgent: userAgents.ipadAsMac,
    hasTouch: true,
    viewport: { width: 820, height: 1180 },
  });

  test('is pointed to the iPad app too', async ({ page }) => {
    await page.goto('/search?q=bach');
    await expect(
      page.getByRole('heading', { name: 'Download our iPad app to use Cadenza on your iPad.' }),
    ).toBeVisible();
  });
});

test('the geo-restricted page shows the landing sections without signup copy', async ({ page }) => {
  await page.goto('/georestricted');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Cadenza is not currently available in your country',
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Innovative tools & features' })).toBeVisible();
  await expect(page.getByRole('link', { name: /free trial|Join free/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
