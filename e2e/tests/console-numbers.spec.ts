import { readFileSync } from 'node:fs';
import { consoleAdmin } from '../support/console-admin.js';
import { clientHeaders } from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

test.use({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });

/** Days around today (the e2e server's clock may run ahead: the range ends at its today). */
function wideRange(): string {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-1)}&to=${day(300)}`;
}

test('analytics wait for GOT IT, and the console’s numbers count what was sent after it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const marker = `zq${Date.now().toString(36)}`;
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events')
      beacons.push(request.postData() ?? '');
  });
  const hidePage = () => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const openSignIn = async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  };

  // Before GOT IT: an empty search and a dialog opened; nothing leaves the page or is kept.
  // A search's first answer can take a while on a server that has just seeded its library.
  await page.goto(`/search?q=${marker}before`);
  await expect(page.getByText(`No results found for "${marker}before"`)).toBeVisible({
    timeout: 20_000,
  });
  await openSignIn();
  await hidePage();
  expect(beacons).toEqual([]);

  // GOT IT, then the same: the dialog's navigation goes by beacon, the empty search is kept.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'GOT IT' }).click();
  await page.goto(`/search?q=${marker}after`);
  await expect(page.getByText(`No results found for "${marker}after"`)).toBeVisible({
    timeout: 20_000,
  });
  const sent = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/analytics/events',
  );
  await openSignIn();
  await hidePage();
  expect((await sent).status()).toBe(202);
  expect(beacons.join('\n')).toContain('"dialog_navigation"');

  // The admin's numbers: the empty search after GOT IT is there, the one before it is not.
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: consoleAdmin,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  await page.goto(`/console/numbers?${wideRange()}`);
  const searches = page.getByRole('region', { name: 'Searches with no result' });
  await expect(searches.getByRole('rowheader', { name: `${marker}after` })).toBeVisible();
  await expect(searches.getByRole('rowheader', { name: `${marker}before` })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Events' }).getByRole('rowheader', {
      name: 'Dialog navigation',
    }),
  ).toBeVisible();
  await expect(page.getByText('Sign-ups', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('metric,key,label,value');
  expect(csv).toContain(`no_result_search,${marker}after,,1`);
  expect(consoleErrors).toEqual([]);
});
