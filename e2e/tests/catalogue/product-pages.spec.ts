import {
  acceptConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/page-checks.js';
import { demoVolume } from '../../support/catalogue-data.js';

test.describe('product page frames', () => {
  test('a piece: header, the volume’s pieces beside it, explore further, free-trial prompt', async ({
    page,
    request,
  }) => {
    const volume = await demoVolume(request);
    const piece = volume.pieces[1];
    await page.goto(`/pieces/${piece?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: piece?.title ?? '' })).toBeVisible();
    await expect(page.getByText(`From ${volume.title}`)).toBeVisible();
    const sideList = page.getByRole('navigation', { name: volume.title });
    await expect(sideList.getByText(piece?.title ?? '', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Explore further' })).toBeVisible();
    await expect(page.getByText('Unlock this score when you subscribe')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute(
      'href',
      '/account/subscribe',
    );
    await expectNoSeriousA11yViolations(page);
    // The side list moves to a sibling.
    const sibling = volume.pieces[0];
    await sideList.getByRole('link', { name: sibling?.title ?? '' }).click();
    await expect(page.getByRole('heading', { level: 1, name: sibling?.title ?? '' })).toBeVisible();
  });

  test('a performance, a video and a reading show their frames', async ({ page, request }) => {
    const volume = await demoVolume(request);
    const performance = volume.features.performances[0];
    await page.goto(`/performances/${performance?.id ?? ''}`);
    await expect(
      page.getByRole('heading', { level: 1, name: performance?.title ?? '' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Performances' })).toBeVisible();
    await expect(page.getByText('Unlock this performance when you subscribe')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const video = volume.features.videos[0];
    await page.goto(`/videos/${video?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: video?.title ?? '' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore further' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Explore further' }).getByText(volume.title),
    ).toBeVisible();
    // The prompt stands under the preview, never over it (it hid the preview's title).
    const preview = page.getByRole('img', { name: `${video?.title ?? ''}: preview` });
    const prompt = page.getByText('Unlock this video when you subscribe');
    await expect(prompt).toBeVisible();
    // Both in the first view: the preview is kept short enough for the prompt under it.
    await expect(prompt).toBeInViewport();
    const previewBox = await preview.boundingBox();
    const promptBox = await prompt.boundingBox();
    expect(promptBox?.y ?? 0).toBeGreaterThanOrEqual(
      (previewBox?.y ?? 0) + (previewBox?.height ?? 0),
    );
    await expectNoSeriousA11yViolations(page);

    const reading = volume.features.readings.find((r) => r.type !== 'credits');
    await page.goto(`/readings/${reading?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: reading?.title ?? '' })).toBeVisible();
    const continueReading = page.getByRole('navigation', { name: 'Continue reading' });
    await expect(continueReading.getByText(reading?.title ?? '', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Unlock this further reading when you subscribe')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('copies the page address with a toast that goes after 3 seconds', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const volume = await demoVolume(request);
    await page.goto(`/pieces/${volume.pieces[0]?.id ?? ''}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.getByText('Link copied to clipboard');
    await expect(toast).toBeVisible();
    // Still there 2 s after it was first seen (it may have been up a moment before that, on a
    // busy machine), and gone by 3 s after the click.
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a product under the wrong kind of address is a mismatch; an unknown one cannot be fetched', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const volume = await demoVolume(request);
    await page.goto(`/pieces/${volume.id}`);
    await expect(page.getByRole('alert')).toHaveText('Product type and URL mismatch');
    await page.goto('/videos/999999999');
    await expect(page.getByRole('alert')).toHaveText(
      'Could not fetch: product 999999999 not found',
    );
    // A way on: search the catalogue, or go home.
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('bach');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=bach$/);
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, [/status of 404/]);
  });
});
