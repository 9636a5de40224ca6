import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { firstPdfPageSize } from '../support/pdf-page-size.js';
import { listDemoProducts } from '../support/practice.js';

test.use({ viewport: { width: 1440, height: 900 } });

async function drawnPage(page: Page) {
  const canvas = page.getByTestId('pdf-page').first();
  // Drawn at the width it is shown at (a resize or a drag draws it again).
  await expect
    .poll(
      async () =>
        (await canvas.getAttribute('data-rendered-width')) ===
        String(Math.round((await canvas.boundingBox())?.width ?? -1)),
      { timeout: 20_000 },
    )
    .toBe(true);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the PDF page is not shown');
  // The canvas's own pixels against the size it is shown at: never stretched by the browser.
  const bitmapWidth = await canvas.evaluate(
    (element: HTMLCanvasElement) => element.width / window.devicePixelRatio,
  );
  return { width: box.width, ratio: box.width / box.height, bitmapWidth };
}

async function pageWidth(page: Page): Promise<number> {
  return (await page.getByTestId('pdf-page').first().boundingBox())?.width ?? Number.NaN;
}

/** A drag by mouse from the marker's middle, `deltaX` pixels across. */
async function dragMarker(page: Page, side: 'left' | 'right', deltaX: number): Promise<void> {
  const box = await page.getByTestId(`width-marker-${side}`).boundingBox();
  if (!box) throw new Error('no width marker');
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + deltaX / 2, y, { steps: 4 });
  await page.mouse.move(x + deltaX, y, { steps: 4 });
  await page.mouse.up();
}

test('a PDF reading keeps its pages’ proportions at every width, and its width markers work by mouse, touch and keyboard', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const products = await listDemoProducts(page.request);
  const reading = products.find((product) => product.type === 'readingPdf');
  expect(reading, 'a PDF reading in the demo library').toBeDefined();
  const id = reading?.id ?? '';
  const pdf = await page.request.get(`/api/products/${id}/pdf`);
  expect(pdf.ok()).toBe(true);
  const size = firstPdfPageSize(await pdf.body());
  const pdfRatio = size.width / size.height;

  await page.goto(`/readings/${id}`);
  const wide = await drawnPage(page);
  expect(Math.abs(wide.ratio / pdfRatio - 1)).toBeLessThan(0.01);
  expect(Math.abs(wide.bitmapWidth - wide.width)).toBeLessThanOrEqual(1);
  expect(wide.width).toBeLessThanOrEqual(896);

  await page.setViewportSize({ width: 820, height: 900 });
  await expect.poll(() => pageWidth(page)).toBeLessThan(wide.width - 20);
  const narrow = await drawnPage(page);
  expect(Math.abs(narrow.ratio / pdfRatio - 1)).toBeLessThan(0.01);
  expect(Math.abs(narrow.bitmapWidth - narrow.width)).toBeLessThanOrEqual(1);
  expect(narrow.width).toBeLessThanOrEqual(820 - 128);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(() => pageWidth(page)).toBeCloseTo(wide.width, 0);
  const max = wide.width;

  // Mouse: the right marker 100 px in narrows the centred page by 200 px, and it stays so.
  await dragMarker(page, 'right', -100);
  await expect.poll(() => pageWidth(page)).toBeCloseTo(max - 200, 0);
  const narrowed = await drawnPage(page);
  expect(Math.abs(narrowed.ratio / pdfRatio - 1)).toBeLessThan(0.01);
  // Released within 10 px of the maximum: back to the default (the maximum).
  await dragMarker(page, 'left', -96);
  await expect.poll(() => pageWidth(page)).toBeCloseTo(max, 0);
  expect(await page.evaluate(() => localStorage.getItem('cadenza-user-settings') ?? '')).toContain(
    '"preferredReadingPdfWidth":null',
  );

  // Keyboard: the focused left marker moves 8 px a key; End makes the page widest again.
  const left = page.getByRole('slider', { name: 'Page width, left edge' });
  await left.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => pageWidth(page)).toBeCloseTo(max - 32, 0);
  await expect(left).toHaveAttribute('aria-valuenow', String(Math.round(max - 32)));
  await page.keyboard.press('End');
  await expect.poll(() => pageWidth(page)).toBeCloseTo(max, 0);

  // Touch: a finger drags the right marker 60 px in.
  const marker = await page.getByTestId('width-marker-right').boundingBox();
  if (!marker) throw new Error('no width marker');
  const touch = await page.context().newCDPSession(page);
  const x = marker.x + marker.width / 2;
  const y = marker.y + Math.min(marker.height / 2, 200);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const step of [1, 2, 3, 4])
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x - 15 * step, y }],
    });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => pageWidth(page)).toBeCloseTo(max - 120, 0);

  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
