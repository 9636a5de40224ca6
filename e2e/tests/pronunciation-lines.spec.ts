import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { listDemoProducts, signUpSubscriber } from '../support/practice.js';

interface GuideLine {
  text: string;
  startMs: number;
  endMs: number;
  sung: { startQ: number; endQ: number } | null;
}

/**
 * Waits until the demo-media jobs have made a song's pronunciation guide line by line (seen
 * through the subscriber's package, every line found in the score); returns the song and lines.
 */
async function waitForGuideLines(
  request: APIRequestContext,
  timeoutMs: number,
): Promise<{ pieceId: string; lines: GuideLine[] }> {
  const pieces = (await listDemoProducts(request)).filter((product) => product.type === 'piece');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const piece of pieces) {
      const response = await request.get(`/api/products/${piece.id}/package`);
      if (!response.ok()) continue;
      const body = (await response.json()) as { pronunciation?: { lines: GuideLine[] } | null };
      const lines = body.pronunciation?.lines ?? [];
      if (lines.length >= 3 && lines.every((line) => line.sung !== null))
        return { pieceId: piece.id, lines };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no song’s guide was made line by line in time');
}

/** Letters only: a line's words and the score's syllables compare alike. */
const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '').toLowerCase();

/** The text of the syllables lit in the score, in score order. */
const litSyllables = (score: Locator) =>
  score
    .locator('g.is-sung-line g.syl')
    .evaluateAll((elements) => elements.map((element) => element.textContent).join(' '));

test('a song’s pronunciation guide plays line by line, each line lit in the text and the score', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signUpSubscriber(page.request, `guide-${String(Date.now())}@example.com`);
  const { pieceId, lines } = await waitForGuideLines(page.request, 150_000);
  await page.goto(`/pieces/${pieceId}`);
  const score = page.getByTestId('score-page');
  await expect(score.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  await expect(score).not.toHaveAttribute('data-pre-rendered', 'true', { timeout: 30_000 });
  const panel = page.getByRole('complementary', { name: 'Text and translation' });
  const audio = panel.locator('audio');
  const speaking = panel.locator('dt[aria-current="true"]');

  // A play button on every line, named for a screen reader.
  for (const [index] of lines.entries())
    await expect(
      panel.getByRole('button', { name: `Hear line ${String(index + 1)}` }),
    ).toBeVisible();

  // The second line from the keyboard: it alone plays, from its place in the guide.
  const second = lines[1] as GuideLine;
  const third = lines[2] as GuideLine;
  const hearSecond = panel.getByRole('button', { name: 'Hear line 2' });
  await hearSecond.focus();
  await page.keyboard.press('Enter');
  await expect(hearSecond).toHaveAttribute('aria-pressed', 'true');
  await expect(speaking).toHaveCount(1);
  await expect(speaking).toContainText(second.text);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime * 1000))
    .toBeGreaterThan(second.startMs + 100);

  // The score shows where it is sung: its syllables, and only its, are lit.
  await expect.poll(async () => lettersOf(await litSyllables(score))).toBe(lettersOf(second.text));
  expect(await score.locator('g.measure.is-sung-bar').count()).toBeGreaterThan(0);

  // It stops at the line's end, in the pause before the next line, and nothing stays lit.
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused), {
      timeout: 20_000,
    })
    .toBe(true);
  const stoppedAtMs = await audio.evaluate(
    (element: HTMLAudioElement) => element.currentTime * 1000,
  );
  expect(stoppedAtMs).toBeGreaterThanOrEqual(second.endMs - 1);
  expect(stoppedAtMs).toBeLessThan(third.startMs);
  await expect(speaking).toHaveCount(0);
  await expect(hearSecond).toHaveAttribute('aria-pressed', 'false');
  await expect(score.locator('g.is-sung-line')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);

  // Another line by mouse, with the score scrolled off screen: the window brings the bars where
  // it is sung into view. Pressed again while it speaks, it stops.
  const hearThird = panel.getByRole('button', { name: 'Hear line 3' });
  await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await expect(score).not.toBeInViewport();
  await hearThird.click();
  await expect(score.locator('g.measure.is-sung-bar').first()).toBeInViewport();
  await expect(speaking).toContainText(third.text);
  await expect(hearThird).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => lettersOf(await litSyllables(score))).toBe(lettersOf(third.text));
  await hearThird.click();
  await expect(hearThird).toHaveAttribute('aria-pressed', 'false');
  await expect(speaking).toHaveCount(0);
  const stoppedEarlyMs = await audio.evaluate(
    (element: HTMLAudioElement) => element.currentTime * 1000,
  );
  expect(stoppedEarlyMs).toBeLessThan(third.endMs);
  expect(consoleErrors).toEqual([]);
});

test('a guest hears no guide: no line buttons, and the audio is refused', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signUpSubscriber(page.request, `guide-lookup-${String(Date.now())}@example.com`);
  const { pieceId } = await waitForGuideLines(page.request, 150_000);
  await page.context().clearCookies();
  const guide = await page.request.get(`/api/products/${pieceId}/pronunciation-audio`);
  expect(guide.status()).toBe(401);
  const preview = (await (
    await page.request.get(`/api/products/${pieceId}/preview-package`)
  ).json()) as { pronunciation: unknown; translation: unknown };
  expect(preview.pronunciation).toBeNull();
  expect(preview.translation).toBeNull();
  await page.goto(`/pieces/${pieceId}`);
  await expect(page.getByTestId('piece-player')).toHaveAttribute('data-preview', 'true');
  await expect(page.getByRole('button', { name: /^Hear line/ })).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
