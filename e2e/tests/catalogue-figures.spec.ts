import { clientHeaders, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { consoleAdmin } from '../support/console-admin.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { demoPublisher } from '../support/studio.js';

/** What GET /api/catalogue-figures answers, as far as this journey reads it. */
interface CatalogueFigures {
  publishers: { id: string; name: string }[];
  products: { productId: string; publisherName: string; plays: number; practiceSeconds: number }[];
}

/** Days around today (the e2e server's clock may run ahead: the range ends at its today). */
function wideRange(): string {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-1)}&to=${day(300)}`;
}

test.use({ viewport: { width: 1200, height: 900 } });

test('a publisher sees the plays and practice time of its own imprint; an admin chooses the imprint', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: demoPublisher,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const products = (await (await page.request.get('/api/studio/products')).json()) as {
    items: { id: string; type: string; title: string; published: boolean }[];
  };
  const piece = products.items.find((item) => item.type === 'piece' && item.published);
  if (!piece) throw new Error('no published piece in the demo imprint');

  // A subscriber who accepted cookies plays the piece and practises it for 90 s.
  const listener = await browser.newContext();
  await signUpThroughApi(listener.request, { email: uniqueEmail('figures') });
  const baseURL = `http://localhost:${process.env.E2E_PORT ?? ''}`;
  await listener.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
  const played = await listener.request.post('/api/analytics/events', {
    data: { events: [{ name: 'playback', properties: { productId: piece.id } }] },
  });
  expect(played.status(), await played.text()).toBe(202);
  const practised = await listener.request.post(`/api/me/pieces/${piece.id}/practice-time`, {
    headers: clientHeaders,
    data: { seconds: 90, utcOffsetMinutes: 0 },
  });
  expect(practised.status(), await practised.text()).toBe(204);
  await listener.close();

  // The publisher: its imprint only, the piece counted (other journeys may add to it).
  const answer = (await (
    await page.request.get(`/api/catalogue-figures?${wideRange()}`)
  ).json()) as CatalogueFigures;
  expect(answer.publishers.map((publisher) => publisher.name)).toEqual(['Cadenza Urtext']);
  expect(new Set(answer.products.map((row) => row.publisherName))).toEqual(
    new Set(['Cadenza Urtext']),
  );
  const row = answer.products.find((entry) => entry.productId === piece.id);
  expect(row?.plays).toBeGreaterThanOrEqual(1);
  expect(row?.practiceSeconds).toBeGreaterThanOrEqual(90);

  await page.goto(`/studio/figures?${wideRange()}`);
  await expect(page.getByRole('link', { name: 'Figures' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: piece.title }).first()).toBeVisible();
  await expect(page.getByLabel('Imprint')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The admin, in the console: every imprint, or the one chosen.
  const admin = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: consoleAdmin,
  });
  expect(admin.status(), await admin.text()).toBe(201);
  await page.goto(`/console/figures?${wideRange()}`);
  await page.getByLabel('Imprint').selectOption({ label: 'Cadenza Urtext' });
  await expect(page).toHaveURL(/publisherId=/);
  await expect(page.getByRole('rowheader', { name: piece.title }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
