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

  test('asks for its code, price and count with its HTML, not one round trip after another', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const preloaded = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map(
        (match) => match[1],
      );
    // The landing's own chunk and React, with the entry: no longer found only once React ran.
    expect(preloaded('modulepreload')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/react-/),
        expect.stringMatching(/^\/assets\/landing-/),
      ]),
    );
    expect(preloaded('preload')).toEqual(
      expect.arrayContaining(['/api/config', '/api/catalogue/overview']),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/config' || pathname === '/api/catalogue/overview')
        asked.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByText(/then \$\d+\.\d\d per month/)).toBeVisible();
    await expect(page.getByTestId('catalogue-lead')).toHaveText(/^[\d,]+\+? classical/);
    // The preloads are the only requests: the app's own were answered by them.
    expect(asked.sort()).toEqual(['/api/catalogue/overview', '/api/config']);
  });

  test('claims what the catalogue holds: its count of scores, a real piece, the true rating', async ({
    page,
    request,
  }) => {
    const overview = (await (await request.get('/api/catalogue/overview')).json()) as {
      counts: { scores: number };
      samplePiece: { id: string; title: string; composer: string | null } | null;
    };
    const { scores } = overview.counts;
    // The e2e server holds the demo library's sample (SEED_DEMO_LIBRARY=sample).
    expect(scores).toBeGreaterThan(0);
    await page.goto('/');
    const lead = page.getByTestId('catalogue-lead');
    await expect(lead).toHaveText(
      /^[\d,]+\+? classical, jazz and educational piano and vocal scores/,
    );
    const shown = (await lead.textContent())?.match(/^([\d,]+)(\+?)/) ?? [];
    const number = Number((shown[1] ?? '').replaceAll(',', ''));
    // Rounded down, never up: true of the catalogue as it is.
    expect(number).toBeLessThanOrEqual(scores);
    expect(number).toBeGreaterThan(scores * 0.9);
    expect(shown[2]).toBe(number < scores ? '+' : '');
    await expect(page.getByText(/6000/)).toHaveCount(0);

    // The hero's sample is a piece of the catalogue, shown by its own engraved opening.
    const piece = overview.samplePiece;
    expect(piece).not.toBeNull();
    const sample = page.getByTestId('sample-score');
    const link = sample.getByRole('link', { name: piece?.title ?? '' });
    await expect(link).toHaveAttribute('href', `/pieces/${piece?.id ?? ''}`);
    if (piece?.composer) await expect(sample.getByText(piece.composer)).toBeVisible();
    const product = await request.get(`/api/products/${piece?.id ?? ''}`);
    expect(product.status()).toBe(200);
    expect(((await product.json()) as { title: string }).title).toBe(piece?.title);
    const opening = sample.getByRole('img');
    await expect(opening).toBeVisible();
    await expect
      .poll(() => opening.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Nocturne in E-flat major')).toHaveCount(0);

    // 4.2 stars: four full and a fifth of the fifth.
    const stars = page.getByRole('img', { name: 'Rated 4.2 out of 5' });
    const fills = await stars
      .locator('[data-fill]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-fill')));
    expect(fills).toEqual(['1', '1', '1', '1', '0.2']);
    const fifth = stars.locator('[data-fill]').last();
    const [whole, filled] = await fifth.evaluate((star) => [
      star.getBoundingClientRect().width,
      (star.lastElementChild as HTMLElement).getBoundingClientRect().width,
    ]);
    expect(filled / whole).toBeCloseTo(0.2, 1);
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

  test('sets its text in the bundled Inter, from our own origin, with no icon library', async ({
    page,
  }) => {
    const fonts: string[] = [];
    const scripts: string[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'font') fonts.push(response.url());
      if (type === 'script') scripts.push(await response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn. Play. Sing.' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const inter = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable')
        .map((face) => face.status),
    );
    expect(inter).toContain('loaded');
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily.replaceAll('"', '')),
    ).toMatch(/^Inter Variable,/);
    expect(fonts.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(origin);
      expect(url).toMatch(/\.woff2$/);
    }
    await page.waitForLoadState('networkidle');
    for (const body of scripts) expect(body).not.toMatch(/lucide/);
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
