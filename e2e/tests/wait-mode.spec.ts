import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import {
  allowMidi,
  installFakeMidi,
  midiRequests,
  playKeys,
  plugInKeyboard,
} from '../support/fake-midi.js';
import {
  findLongPiece,
  listDemoProducts,
  signUpSubscriber,
  soundingIds,
} from '../support/practice.js';

// At this width a longer piece's page 1 ends well before the piece does.
test.use({ viewport: { width: 768, height: 720 }, hasTouch: true });

const LETTERS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** MIDI pitches of key names as wait mode shows them ('C4', 'F♯3', 'B♭2'). */
function pitchesOf(names: string[]): number[] {
  return names.map((name) => {
    const match = /^([A-G])([♯♭]?)(-?\d+)$/.exec(name);
    if (!match) throw new Error(`not a key name: ${name}`);
    const accidental = match[2] === '♯' ? 1 : match[2] === '♭' ? -1 : 0;
    return (LETTERS[match[1] ?? ''] ?? 0) + accidental + (Number(match[3]) + 1) * 12;
  });
}

/** The chord wait mode awaits: its bar's printed number and its keys. */
async function awaitedChord(page: Page): Promise<{ bar: string; pitches: number[] }> {
  const text = (await page.getByTestId('wait-awaited').textContent()) ?? '';
  const match = /^Bar (\S+): play (.+)$/.exec(text);
  if (!match) throw new Error(`no chord awaited: ${text}`);
  return { bar: match[1] ?? '', pitches: pitchesOf((match[2] ?? '').split(' ')) };
}

/** Whether every lit note is on its bar's staff number `index` (from 0, in score order). */
function isEveryLitNoteOnStaff(page: Page, index: number): Promise<boolean> {
  return page
    .locator('[data-testid="score-page"] g.is-sounding')
    .evaluateAll(
      (notes, staffIndex) =>
        notes.every(
          (note) =>
            note.closest('g.staff') ===
            note.closest('g.measure')?.querySelectorAll('g.staff')[staffIndex],
        ),
      index,
    );
}

async function openPiece(page: Page, pieceId: string) {
  await page.goto(`/pieces/${pieceId}`);
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
}

async function anyPiece(page: Page): Promise<string> {
  const products = await listDemoProducts(page.request);
  return products.find((product) => product.type === 'piece')?.id ?? '';
}

test('wait mode waits at each chord of the hand chosen, marks wrong notes, turns the page and reports the tempo reached', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await installFakeMidi(page, 'keyboard');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signUpSubscriber(page.request, `wait-${String(Date.now())}@example.com`);
  const pieceId = await findLongPiece(page.request, await listDemoProducts(page.request), 24);
  await openPiece(page, pieceId);
  const score = page.getByTestId('score-page');
  await expect(page.getByText(/Page 1 of [2-9]/)).toBeVisible();

  // The last bar of page 1: step on until the page changes, then one back.
  const next = page.getByRole('button', { name: 'Next bar' });
  for (let step = 0; step < 60 && (await score.getAttribute('data-page')) === '1'; step += 1)
    await next.click();
  await expect(score).toHaveAttribute('data-page', '2');
  await page.getByRole('button', { name: 'Previous bar' }).click();
  await expect(score).toHaveAttribute('data-page', '1');
  const lastBarOfPageOne = /Bar (\S+) of/.exec(
    (await page.getByTestId('bar-position').textContent()) ?? '',
  )?.[1];

  // The Web MIDI code comes with the panel, when wait mode is first opened (by mouse).
  expect(scripts.filter((url) => url.includes('wait-mode-panel'))).toEqual([]);
  await page.getByRole('button', { name: 'Wait mode' }).click();
  const panel = page.getByRole('group', { name: 'Wait mode' });
  await expect(panel.getByTestId('midi-status')).toHaveText('MIDI keyboard: Cadenza Test Piano');
  expect(scripts.filter((url) => url.includes('wait-mode-panel'))).toHaveLength(1);

  // The right hand alone (the other parts unticked by keyboard), started by keyboard.
  const parts = panel.getByRole('group', { name: 'Parts you play' }).getByRole('checkbox');
  const partNames = await parts.evaluateAll((boxes) =>
    boxes.map((box) => box.closest('label')?.textContent ?? ''),
  );
  const rightHandStaff = partNames.indexOf('Right hand');
  expect(rightHandStaff).toBeGreaterThanOrEqual(0);
  for (const [index, name] of partNames.entries()) {
    if (name === 'Right hand') continue;
    await parts.nth(index).focus();
    await page.keyboard.press('Space');
    await expect(parts.nth(index)).not.toBeChecked();
  }
  await panel.getByRole('button', { name: 'Start waiting' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Stop waiting' })).toBeVisible();
  await expect(panel.getByTestId('wait-awaited')).toHaveText(
    new RegExp(`^Bar ${lastBarOfPageOne ?? ''}: play `),
  );
  await expectNoSeriousA11yViolations(page);

  // A wrong key: said, and the awaited chord is marked; nothing moves on.
  let clock = 10_000;
  const first = await awaitedChord(page);
  const wrong = first.pitches.includes(21) ? 23 : 21;
  await playKeys(page, { pitches: [wrong], isDown: true, atMs: clock });
  await expect(panel.getByTestId('wait-wrong')).toHaveText(/^Wrong note: (A0|B0)$/);
  await expect(score.locator('g.is-sounding.is-wrong').first()).toBeAttached();
  await playKeys(page, { pitches: [wrong], isDown: false, atMs: clock });
  expect(await awaitedChord(page)).toEqual(first);

  // The chords of page 1's last bar: the page stays while they are awaited, the right hand's
  // notes lit; the first chord of the next bar is on page 2, which is turned to.
  let chord = first;
  let played = 0;
  while (chord.bar === lastBarOfPageOne && played < 30) {
    await expect(score).toHaveAttribute('data-page', '1');
    await expect.poll(() => soundingIds(page)).not.toBe('');
    expect(await isEveryLitNoteOnStaff(page, rightHandStaff)).toBe(true);
    const lit = await soundingIds(page);
    await playKeys(page, { pitches: chord.pitches, isDown: true, atMs: clock });
    await playKeys(page, { pitches: chord.pitches, isDown: false, atMs: clock + 200 });
    clock += 1000;
    played += 1;
    await expect.poll(() => soundingIds(page)).not.toBe(lit);
    chord = await awaitedChord(page);
  }
  expect(chord.bar).not.toBe(lastBarOfPageOne);
  await expect(score).toHaveAttribute('data-page', '2');
  await expect(page.getByTestId('bar-position')).toHaveText(new RegExp(`^Bar ${chord.bar} of`));
  // Two more chords on page 2, then the run's report.
  for (let more = 0; more < 2; more += 1) {
    const awaited = await awaitedChord(page);
    await playKeys(page, { pitches: awaited.pitches, isDown: true, atMs: clock });
    await playKeys(page, { pitches: awaited.pitches, isDown: false, atMs: clock + 200 });
    clock += 1000;
    played += 1;
  }
  await expect(score).toHaveAttribute('data-page', '2');
  const report = panel.getByTestId('wait-report');
  await expect(report).toContainText(`${String(played)} chords played, 1 wrong note.`);
  const tempo =
    /Tempo reached: (\d+) beats a minute \(([\d.]+) beats in ([\d.]+) s\), (\d+)% of the score’s (\d+)/.exec(
      (await report.textContent()) ?? '',
    );
  expect(tempo).not.toBeNull();
  const [reached, beats, seconds, percent, scoreTempo] = (tempo ?? []).slice(1).map(Number);
  // The time is the keyboard's: a chord a second, from the first chord played to the last.
  expect(seconds).toBe(played - 1);
  expect(beats).toBeGreaterThan(0);
  // (The beats are shown to a tenth, the tempo to a whole number.)
  const rounding = (60 * 0.05) / (seconds ?? 1) + 0.5;
  expect(Math.abs((reached ?? 0) - (60 * (beats ?? 0)) / (seconds ?? 1))).toBeLessThanOrEqual(
    rounding,
  );
  expect(Math.abs((percent ?? 0) - (100 * (reached ?? 0)) / (scoreTempo ?? 1))).toBeLessThan(2);

  // Stopped, the score can be looked through: page 1 still shows the chord marked wrong.
  await panel.getByRole('button', { name: 'Stop waiting' }).tap();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(score).toHaveAttribute('data-page', '1');
  await expect(score.locator('g.is-wrong').first()).toBeAttached();
  // Closing wait mode takes its marks away.
  await page.getByRole('button', { name: 'Wait mode' }).click();
  await expect(panel).toHaveCount(0);
  await expect(score.locator('g.is-wrong')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('without Web MIDI, wait mode says so and offers nothing that cannot work', async ({
  page,
  consoleErrors,
}) => {
  await installFakeMidi(page, 'unsupported');
  await openPiece(page, await anyPiece(page));
  await page.getByRole('button', { name: 'Wait mode' }).tap();
  const panel = page.getByRole('group', { name: 'Wait mode' });
  await expect(panel.getByTestId('midi-status')).toHaveText(
    'Wait mode needs a MIDI keyboard, and this browser cannot use one (it has no Web MIDI). Try Chrome, Edge or Firefox on a computer.',
  );
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('when MIDI is refused, wait mode says how to allow it and asks again', async ({
  page,
  consoleErrors,
}) => {
  await installFakeMidi(page, 'denied');
  await openPiece(page, await anyPiece(page));
  await page.getByRole('button', { name: 'Wait mode' }).click();
  const panel = page.getByRole('group', { name: 'Wait mode' });
  await expect(panel.getByTestId('midi-status')).toHaveText(
    'MIDI devices are blocked for this site. Allow them in the browser’s site settings, then try again.',
  );
  await expect(panel.getByRole('button', { name: 'Start waiting' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => midiRequests(page)).toBe(2);
  await expect(panel.getByTestId('midi-status')).toContainText('MIDI devices are blocked');
  await allowMidi(page);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByTestId('midi-status')).toHaveText(/^No MIDI keyboard is connected/);
  await plugInKeyboard(page, 'Cadenza Test Piano');
  await expect(panel.getByTestId('midi-status')).toHaveText('MIDI keyboard: Cadenza Test Piano');
  await expect(panel.getByRole('button', { name: 'Start waiting' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with no keyboard connected, wait mode says so and finds one when it is plugged in', async ({
  page,
  consoleErrors,
}) => {
  await installFakeMidi(page, 'no-input');
  await openPiece(page, await anyPiece(page));
  await page.getByRole('button', { name: 'Wait mode' }).click();
  const panel = page.getByRole('group', { name: 'Wait mode' });
  await expect(panel.getByTestId('midi-status')).toHaveText(
    'No MIDI keyboard is connected. Plug one in (USB or Bluetooth): it is found at once.',
  );
  await expect(panel.getByRole('button', { name: 'Start waiting' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await plugInKeyboard(page, 'Cadenza Test Piano');
  await expect(panel.getByTestId('midi-status')).toHaveText('MIDI keyboard: Cadenza Test Piano');
  await expect(panel.getByRole('button', { name: 'Start waiting' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
