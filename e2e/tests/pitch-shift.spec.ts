import type { Page } from '@playwright/test';
import { PITCH_SHIFT_LATENCY_SECONDS } from '../../apps/web/src/features/player/audio/pitch-shift-latency.js';
import { expect, test } from '../support/page-checks.js';
import { listDemoProducts, signUpSubscriber, waitForRecording } from '../support/practice.js';

test.use({ viewport: { width: 1100, height: 720 } });

interface Instrumented {
  worklets: AudioWorkletNode[];
  elementSources: number;
}

/** Keeps the page's worklet nodes and counts media elements routed into Web Audio. */
function instrumentAudio(page: Page) {
  return page.addInitScript(() => {
    const seen: Instrumented = { worklets: [], elementSources: 0 };
    (window as unknown as { audioSeen: Instrumented }).audioSeen = seen;
    const Original = window.AudioWorkletNode;
    window.AudioWorkletNode = class extends Original {
      constructor(...args: ConstructorParameters<typeof AudioWorkletNode>) {
        super(...args);
        seen.worklets.push(this);
      }
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

const soundingIds = (page: Page) =>
  page
    .locator('[data-testid="score-page"] g.is-sounding')
    .evaluateAll((elements) => elements.map((element) => element.id).join(' '));

test('a subscriber transposes a recording: it keeps playing, through the pitch shifter', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await instrumentAudio(page);
  const processorUrls: string[] = [];
  page.on('request', (request) => {
    if (/soundtouch-processor-[^/]*\.js$/.test(request.url())) processorUrls.push(request.url());
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

  const pitch = page.getByRole('slider', { name: 'Pitch' });
  await pitch.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('+2 semitones')).toBeVisible();
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
  expect(consoleErrors).toEqual([]);

  // The shifter the page loaded, on a test tone: the pitch moves, the length (tempo) stays, and
  // its delay is the one the highlight allows for.
  const measured = await page.evaluate(measureShifter, processorUrls);
  for (const one of measured) {
    expect(Math.abs(one.frequencyHz / 440 / 2 ** (one.semitones / 12) - 1)).toBeLessThan(0.015);
    expect(Math.abs(one.lengthMs - 1000)).toBeLessThan(40);
    expect(Math.abs(one.delayMs - PITCH_SHIFT_LATENCY_SECONDS * 1000)).toBeLessThan(25);
  }
});

/** Runs in the page: a 1 s 440 Hz tone through the processor offline, at three transpositions. */
async function measureShifter(urls: string[]) {
  // The page imports a module that names the processor's URL; the worklet loads that URL.
  let processorUrl: string | undefined;
  for (const url of urls) {
    const text = await (await fetch(url)).text();
    if (text.includes('registerProcessor')) processorUrl = url;
    const named = /\/assets\/soundtouch-processor-[\w-]+\.js/.exec(text)?.[0];
    if (named && !processorUrl) {
      const candidate = new URL(named, url).href;
      if ((await (await fetch(candidate)).text()).includes('registerProcessor'))
        processorUrl = candidate;
    }
  }
  if (!processorUrl) throw new Error(`no processor among ${urls.join(', ')}`);
  const rate = 44_100;
  const results = [];
  for (const semitones of [-6, 2, 6]) {
    const context = new OfflineAudioContext(2, rate * 3, rate);
    await context.audioWorklet.addModule(processorUrl);
    const shifter = new AudioWorkletNode(context, 'soundtouch-processor', {
      outputChannelCount: [2],
    });
    shifter.parameters.get('pitchSemitones')?.setValueAtTime(semitones, 0);
    const tone = context.createBuffer(1, rate * 3, rate);
    const samples = tone.getChannelData(0);
    for (let i = rate; i < rate * 2; i += 1)
      samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate);
    const source = context.createBufferSource();
    source.buffer = tone;
    source.connect(shifter).connect(context.destination);
    source.start(0);
    const out = (await context.startRendering()).getChannelData(0);
    let first = -1;
    let last = -1;
    for (let i = 0; i < out.length; i += 1) {
      if (Math.abs(out[i] ?? 0) > 0.05) {
        if (first < 0) first = i;
        last = i;
      }
    }
    // Frequency from the rising zero crossings of the steady middle.
    const from = first + rate * 0.3;
    const to = first + rate * 0.7;
    let crossings = 0;
    for (let i = from; i < to; i += 1)
      if ((out[i - 1] ?? 0) < 0 && (out[i] ?? 0) >= 0) crossings += 1;
    results.push({
      semitones,
      frequencyHz: crossings / ((to - from) / rate),
      lengthMs: ((last - first) / rate) * 1000,
      delayMs: (first / rate - 1) * 1000,
    });
  }
  return results;
}
