import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';
import { demoVolume } from '../../support/catalogue-data.js';

test.describe('volume and collection pages', () => {
  test('a volume shows its banner, difficulty summary and sections', async ({ page, request }) => {
    const volume = await demoVolume(request);
    await page.goto(`/volumes/${volume.id}`);
    await expect(page.getByRole('heading', { level: 1, name: volume.title })).toBeVisible();
    await expect(
      page.getByText(/^(Piano|Vocal) pieces: \d+ (elementary|intermediate|advanced)/).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pieces', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance video' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Further reading' })).toBeVisible();
    const collection = volume.parentProducts.find((p) => p.type === 'collection');
    await expect(
      page.getByRole('heading', { name: `Explore ${collection?.title ?? ''}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${volume.title} | Cadenza`);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown volume gives the spec’s error', async ({ page, consoleErrors }) => {
    await page.goto('/volumes/999999999');
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, there was an issue with loading of volumes',
    );
    acceptConsoleErrors(consoleErrors, [/status of 404/]);
  });

  test('a collection lists its volumes', async ({ page, request }) => {
    const volume = await demoVolume(request);
    const collection = volume.parentProducts.find((p) => p.type === 'collection');
    await page.goto(`/collections/${collection?.id ?? ''}`);
    await expect(
      page.getByRole('heading', { level: 1, name: collection?.title ?? '' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(volume.title) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown collection says it was not found', async ({ page }) => {
    await page.goto('/collections/nope');
    await expect(page.getByRole('alert')).toHaveText(
      'Could not fetch collection: Collection ID not found',
    );
  });
});
