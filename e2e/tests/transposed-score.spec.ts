import type { Page } from '@playwright/test';
import {
  keyName,
  transposedKey,
  transpositionInterval,
  type WrittenKey,
} from '../../apps/web/src/features/player/transposition/key-names.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import {
  listDemoProducts,
  signUpSubscriber,
  soundingIds,
  waitForRecording,
} from '../support/practice.js';

test.use({ viewport: { width: 1100, height: 720 }, hasTouch: true });

const SHOWN_PAGE = '[data-testid="score-page"]';

/** The first key signature drawn on the shown page: sharps positive, flats negative, none 0. */
function drawnSignature(page: Page): Promise<number> {
  return page.locator(`${SHOWN_PAGE} g.keySig`).evaluateAll((signatures) => {
    const glyphs = [...(signatures[0]?.querySelectorAll('use') ?? [])].map(
      (use) => use.getAttribute('href') ?? '',
    );
    const count = (glyph: string) => glyphs.filter((href) => href.startsWith(glyph)).length;
    // SMuFL: U+E262 is the sharp, U+E260 the flat.
    return count('#E262') - count('#E260');
  });
}

const LETTERS = 'cdefgab';

/** A drawn note's place on the staff (letter and octave), as Verovio wrote it on the page. */
function staffStep(page: Page, noteId: string): Promise<number> {
  return page
    .locator(`${SHOWN_PAGE} [id="${noteId}"]`)
    .evaluate(
      (note, letters) =>
        Number(note.getAttribute('data-oct')) * 7 +
        letters.indexOf(note.getAttribute('data-pname') ?? ''),
      LETTERS,
    );
}

/** Letters up (or down) from the written key's tonic to the named key's. */
function lettersMoved(key: WrittenKey, semitones: number): number {
  const interval = transpositionInterval(key, semitones) ?? '+P1';
  const size = Number(/\d+$/.exec(interval)?.[0]) - 1;
  return interval.startsWith('-') ? -size : size;
}

test('a singer moves a song into another key: the score is written in it, the choice is kept', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signUpSubscriber(page.request, `key-${String(Date.now())}@example.com`);
  const products = await listDemoProducts(page.request);
  const songId = await waitForRecording(page.request, products, { pitchShift: true }, 100_000);
  await page.goto(`/pieces/${songId}`);
  await expect(page.locator(`${SHOWN_PAGE} g.note`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(SHOWN_PAGE)).not.toHaveAttribute('data-pre-rendered', 'true');

  // The written key, as drawn and as the picker names it.
  const picker = page.getByRole('combobox', { name: 'Key' });
  await expect(picker).toHaveValue('0');
  const writtenLabel = (await picker.locator('option:checked').textContent()) ?? '';
  expect(writtenLabel).toMatch(/ (major|minor) \(as written\)$/);
  const written: WrittenKey = {
    fifths: await drawnSignature(page),
    mode: writtenLabel.includes(' minor ') ? 'minor' : 'major',
  };
  expect(writtenLabel).toBe(`${keyName(written)} (as written)`);
  await expect(page.getByTestId('key-summary')).toHaveText(keyName(written));
  const noteId = await page.locator(`${SHOWN_PAGE} g.note`).first().getAttribute('id');
  if (!noteId) throw new Error('the first note has no id');
  const writtenStep = await staffStep(page, noteId);

  const expectWrittenIn = async (semitones: number) => {
    const key = transposedKey(written, semitones);
    await expect(page.getByTestId('key-summary')).toHaveText(
      semitones === 0 ? keyName(written) : `${keyName(written)} → ${keyName(key)}`,
    );
    await expect.poll(() => drawnSignature(page), { timeout: 15_000 }).toBe(key.fifths);
    await expect
      .poll(() => staffStep(page, noteId), { timeout: 15_000 })
      .toBe(writtenStep + lettersMoved(written, semitones));
    await expect(page.getByRole('status').filter({ hasText: 'Writing the score' })).toHaveCount(0);
  };

  // By keyboard: keys are listed highest first, so up two is two semitones higher.
  await picker.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(picker).toHaveValue('2');
  await expectWrittenIn(2);

  // By pointer: down five semitones.
  await picker.selectOption('-5');
  await expectWrittenIn(-5);
  await expectNoSeriousA11yViolations(page);

  // Played in that key, the highlight still finds the notes of the rewritten page.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe('');
  await page.getByRole('button', { name: 'Pause' }).click();

  // Remembered for this piece: the page opens in the key chosen.
  await page.reload();
  await expect(picker).toHaveValue('-5', { timeout: 20_000 });
  await expectWrittenIn(-5);

  // By touch: the reset button goes back to the written key.
  await page.getByRole('button', { name: `Reset key to ${keyName(written)}` }).tap();
  await expect(picker).toHaveValue('0');
  await expectWrittenIn(0);
  expect(consoleErrors).toEqual([]);
});

test('a piece whose recording cannot be pitch-shifted offers no key picker', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpSubscriber(page.request, `no-key-${String(Date.now())}@example.com`);
  const products = await listDemoProducts(page.request);
  const pieceId = await waitForRecording(page.request, products, { pitchShift: false }, 100_000);
  await page.goto(`/pieces/${pieceId}`);
  await expect(page.locator(`${SHOWN_PAGE} g.note`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('slider', { name: 'Tempo' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Key' })).toHaveCount(0);
});
