import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { listDemoProducts } from '../support/practice.js';

test.use({ viewport: { width: 1100, height: 720 }, hasTouch: true });

interface PassSeen {
  /** The audio context's clock when the pass was shown, in seconds. */
  audioTime: number;
  text: string;
}

/**
 * Keeps the page's audio contexts, and records each change of the trainer's pass on the audio
 * clock (not the wall clock) as it is shown.
 */
function recordPassesOnTheAudioClock(page: import('@playwright/test').Page) {
  return page.addInitScript(() => {
    const contexts: AudioContext[] = [];
    const passes: PassSeen[] = [];
    Object.assign(window, { passesSeen: passes });
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        contexts.push(this);
      }
    };
    new MutationObserver(() => {
      const output = document.querySelector('[data-testid="trainer-pass"]');
      const text = output?.textContent ?? '';
      const context = contexts[0];
      if (!context || !text.startsWith('Pass ') || passes.at(-1)?.text === text) return;
      passes.push({ audioTime: context.currentTime, text });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('the loop trainer plays the bars again and again, faster each pass up to the target, each after a count-in', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await recordPassesOnTheAudioClock(page);
  // A guest's preview plays the piano synthesised from the score, on the audio clock.
  const products = await listDemoProducts(page.request);
  const piece = products.find((product) => product.type === 'piece');
  await page.goto(`/pieces/${piece?.id ?? ''}`);
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('sound-source')).toHaveText(
    'Sound: a piano performance synthesised from the score',
  );

  // By touch: the trainer comes on with the loop.
  await page.getByRole('button', { name: 'Loop trainer' }).tap();
  await expect(page.getByRole('button', { name: 'Loop bars' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One bar, by its printed number.
  const from = page.getByRole('textbox', { name: 'from' });
  const firstBar = await from.inputValue();
  await page.getByRole('textbox', { name: 'to' }).fill(firstBar);
  const trainer = page.getByRole('group', {
    name: `Loop trainer: bars ${firstBar} to ${firstBar}`,
  });
  await expect(trainer).toBeVisible();

  // By keyboard: start at 100 %, 25 % faster each pass, up to 150 %.
  const start = trainer.getByRole('spinbutton', { name: /Start tempo/ });
  await start.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('100');
  const step = trainer.getByRole('spinbutton', { name: /Faster each pass by/ });
  await step.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('25');
  // A bad plan is refused with the reason, the last good one kept.
  const target = trainer.getByRole('spinbutton', { name: /Target tempo/ });
  await target.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('90');
  await expect(page.getByRole('alert')).toHaveText('The target tempo is at least the start tempo.');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('150');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(trainer.getByTestId('trainer-pass')).toHaveText('Play starts pass 1 at 100%');
  await expectNoSeriousA11yViolations(page);

  // By mouse: play. Each pass is shown with its tempo, which the tempo slider shows too.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(trainer.getByTestId('trainer-pass')).toHaveText('Pass 1 at 100%');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  await expect(trainer.getByTestId('trainer-pass')).toHaveText('Pass 2 at 125%', {
    timeout: 20_000,
  });
  await expect(page.getByRole('slider', { name: 'Tempo' })).toHaveValue('125');
  await expect(page.getByRole('slider', { name: 'Tempo' })).toBeDisabled();
  await expect(trainer.getByTestId('trainer-pass')).toHaveText('Pass 5 at 150%', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Pause' }).click();

  // On the audio clock, a pass (its count-in and its bar) lasts its length at its tempo: at
  // 150 % five sixths of its length at 125 %, then the same while the tempo holds. (The first
  // pass also waits for the piano's samples to load, so it is not compared.)
  const passes = await page.evaluate(
    () => (window as unknown as { passesSeen: PassSeen[] }).passesSeen,
  );
  expect(passes.map((pass) => pass.text)).toEqual([
    'Pass 1 at 100%',
    'Pass 2 at 125%',
    'Pass 3 at 150%',
    'Pass 4 at 150%',
    'Pass 5 at 150%',
  ]);
  const shownAt = passes.map((pass) => pass.audioTime);
  const lengthOf = (pass: number) => (shownAt[pass] ?? 0) - (shownAt[pass - 1] ?? 0);
  // The engine starts each pass 60 ms after the last one ends (its start-up), at any tempo.
  const startUp = 0.06;
  const musicAt100 = (lengthOf(2) - startUp) * 1.25;
  expect(musicAt100).toBeGreaterThan(1);
  expect(Math.abs(lengthOf(3) - (musicAt100 / 1.5 + startUp))).toBeLessThan(0.15);
  expect(Math.abs(lengthOf(4) - lengthOf(3))).toBeLessThan(0.15);
  expect(consoleErrors).toEqual([]);
});
