import type { Page } from '@playwright/test';
import {
  PITCH_SHIFT_LATENCY_SECONDS,
  PITCH_SHIFTER_PROCESSOR,
} from '../../apps/web/src/features/player/audio/pitch-shifter-config.js';
import { expect, test } from '../support/page-checks.js';
import { measureShifter } from '../support/pitch-shifter-probe.js';
import {
  listDemoProducts,
  signUpSubscriber,
  soundingIds,
  waitForRecording,
} from '../support/practice.js';

test.use({ viewport: { width: 1100, height: 720 } });

interface Instrumented {
  worklets: AudioWorkletNode[];
  elementSources: number;
  /** Worklet nodes taken out of the graph. */
  disconnected: number;
}

/** Keeps the page's worklet nodes and counts media elements routed into Web Audio. */
function instrumentAudio(page: Page) {
  return page.addInitScript(() => {
    const seen: Instrumented = { worklets: [], elementSources: 0, disconnected: 0 };
    (window as unknown as { audioSeen: Instrumented }).audioSeen = seen;
    const Original = window.AudioWorkletNode;
    window.AudioWorkletNode = class extends Original {
      constructor(...args: ConstructorParameters<typeof AudioWorkletNode>) {
        super(...args);
        seen.worklets.push(this);
      }
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the node as `this`
    const disconnect = AudioNode.prototype.disconnect;
    AudioNode.prototype.disconnect = function (this: AudioNode) {
      if (this instanceof AudioWorkletNode) seen.disconnected += 1;
      Reflect.apply(disconnect, this, []);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the context as `this`
    const createSource = AudioContext.prototype.createMediaElementSource;
    AudioContext.prototype.createMediaElementSource = function (element) {
      seen.elementSources += 1;
      return createSource.call(this, element);
    };
  });
}

const semitonesOfShifter = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { audioSeen: Instrumented }).audioSeen;
    return seen.worklets[0]?.parameters.get('pitchSemitones')?.value ?? null;
  });

test('a subscriber transposes a recording: it keeps playing, through the pitch shifter', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await instrumentAudio(page);
  const processorUrls: string[] = [];
  page.on('request', (request) => {
    if (/pitch-shift-processor-[^/]*\.js$/.test(request.url())) processorUrls.push(request.url());
  });
  await signUpSubscriber(page.request, `transpose-${String(Date.now())}@example.com`);
  const products = await listDemoProducts(page.request);
  const pieceId = await waitForRecording(page.request, products, { pitchShift: true }, 100_000);
  await page.goto(`/pieces/${pieceId}`);
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sound-source')).toHaveText('Sound: the recording');
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe('');

  // The key picker lists keys highest first: up two keys is up two semitones.
  const key = page.getByRole('combobox', { name: 'Key' });
  await key.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(key).toHaveValue('2');
  // Still the recording, still playing, moved up two semitones by the shifter.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('sound-source')).toHaveText('Sound: the recording');
  await expect.poll(() => semitonesOfShifter(page)).toBe(2);
  expect(
    await page.evaluate(
      () => (window as unknown as { audioSeen: Instrumented }).audioSeen.elementSources,
    ),
  ).toBe(1);
  const afterChange = await soundingIds(page);
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe(afterChange);

  // Leaving the piece (within the app) takes the shifter out of the audio graph.
  await page.getByRole('link', { name: 'Cadenza' }).first().click();
  await expect(page.getByTestId('score-page')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { audioSeen: Instrumented }).audioSeen.disconnected,
      ),
    )
    .toBe(1);
  expect(consoleErrors).toEqual([]);

  // The shifter the page loaded, on a test tone: the pitch moves, the length (tempo) stays, and
  // its delay is the one the highlight allows for.
  const measured = await page.evaluate(measureShifter, {
    urls: processorUrls,
    processorName: PITCH_SHIFTER_PROCESSOR,
    semitoneList: [-6, 2, 6],
  });
  for (const one of measured) {
    expect(Math.abs(one.frequencyHz / 440 / 2 ** (one.semitones / 12) - 1)).toBeLessThan(0.015);
    expect(Math.abs(one.lengthMs - 1000)).toBeLessThan(40);
    expect(Math.abs(one.delayMs - PITCH_SHIFT_LATENCY_SECONDS * 1000)).toBeLessThan(25);
  }
});
