import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { listDemoProducts, signUpSubscriber, soundingIds } from '../support/practice.js';

test.use({ viewport: { width: 1100, height: 720 }, hasTouch: true });

interface AudioGraph {
  /** Each node's outputs, by the node's number. */
  edges: Map<number, number[]>;
  nodes: AudioNode[];
  /** Buffer sources started (the synthesised piano's notes), with when, in page time. */
  started: { node: number; at: number }[];
  splitters: number[];
}

/**
 * Keeps the page's audio graph: every connection made, every buffer source started (a note of
 * the synthesised piano), every channel splitter (a recording's stems). What the engines
 * schedule is then read from it: which part's gain each note goes through, and that gain.
 */
function recordAudioGraph(page: Page) {
  return page.addInitScript(() => {
    const graph: AudioGraph = { edges: new Map(), nodes: [], started: [], splitters: [] };
    const numbers = new WeakMap<AudioNode, number>();
    const numberOf = (node: AudioNode) => {
      let number = numbers.get(node);
      if (number === undefined) {
        number = graph.nodes.length;
        graph.nodes.push(node);
        numbers.set(node, number);
      }
      return number;
    };
    Object.assign(window, { audioGraph: graph, audioNodeNumber: numberOf });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the node as `this`
    const connect = AudioNode.prototype.connect as (...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const [destination] = args;
      if (destination instanceof AudioNode) {
        const from = numberOf(this);
        graph.edges.set(from, [...(graph.edges.get(from) ?? []), numberOf(destination)]);
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the node as `this`
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      graph.started.push({ node: numberOf(this), at: performance.now() });
      start.apply(this, args);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the context as `this`
    const createSplitter = BaseAudioContext.prototype.createChannelSplitter;
    BaseAudioContext.prototype.createChannelSplitter = function (this: BaseAudioContext, count) {
      const splitter = createSplitter.call(this, count);
      graph.splitters.push(numberOf(splitter));
      return splitter;
    };
  });
}

/** The part gains (by node number) the notes started since `since` went through, and how many. */
function notesByPart(page: Page, since: number) {
  return page.evaluate((after) => {
    const graph = (window as unknown as { audioGraph: AudioGraph }).audioGraph;
    const counts: Record<string, number> = {};
    for (const note of graph.started.filter((one) => one.at >= after)) {
      // Note → its voice's gain → its part's gain → the speakers.
      const voice = graph.edges.get(note.node)?.[0];
      const part = voice === undefined ? undefined : graph.edges.get(voice)?.[0];
      const key = String(part ?? 'none');
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }, since);
}

/** The gain now of an audio node by its number. */
function gainOf(page: Page, node: number) {
  return page.evaluate((number) => {
    const found = (window as unknown as { audioGraph: AudioGraph }).audioGraph.nodes[number];
    return found instanceof GainNode ? found.gain.value : null;
  }, node);
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The index of the staff (0: the top one) of each note highlighted as sounding. */
function soundingStaves(page: Page) {
  return page.locator('[data-testid="score-page"] g.is-sounding').evaluateAll((notes) =>
    notes.map((note) => {
      const staff = note.closest('g.staff');
      return staff?.parentElement
        ? [...staff.parentElement.children]
            .filter((child) => child.classList.contains('staff'))
            .indexOf(staff)
        : -1;
    }),
  );
}

interface PackageFacts {
  id: string;
  isPiano: boolean;
  recording: { stems?: { channels: { staves: number[] }[] } } | null;
}

/** Waits until a piece has a recording with (or without) stems, seen in the subscriber's package. */
async function waitForPiece(
  request: APIRequestContext,
  wanted: (piece: PackageFacts) => boolean,
  timeoutMs: number,
): Promise<PackageFacts> {
  const pieces = (await listDemoProducts(request)).filter((product) => product.type === 'piece');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const piece of pieces) {
      const response = await request.get(`/api/products/${piece.id}/package`);
      if (!response.ok()) continue;
      const body = (await response.json()) as { recording: PackageFacts['recording'] };
      const details = (await (await request.get(`/api/products/${piece.id}`)).json()) as {
        featureFlags: string[];
      };
      const facts = {
        id: piece.id,
        isPiano: !details.featureFlags.includes('pitch-shift'),
        recording: body.recording,
      };
      if (wanted(facts)) return facts;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no such piece was made in time');
}

async function openPiece(page: Page, id: string) {
  await page.goto(`/pieces/${id}`);
  await expect(page.getByTestId('score-page').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
}

test('the left hand alone on the synthesised piano: mute, solo and volume reach the notes it schedules, the highlight follows both hands', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await recordAudioGraph(page);
  await signUpSubscriber(page.request, `parts-${String(Date.now())}@example.com`);
  // A piano piece whose recording is one track: its parts are mixed on the synthesised piano.
  const piece = await waitForPiece(
    page.request,
    (facts) => facts.isPiano && facts.recording !== null && !facts.recording.stems,
    60_000,
  );
  await openPiece(page, piece.id);

  // By keyboard: the parts panel opens; the recording cannot be mixed, the synthesised piano can.
  const partsButton = page.getByRole('button', { name: 'Parts', exact: true });
  await partsButton.focus();
  await page.keyboard.press('Enter');
  await expect(partsButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('group', { name: 'Parts' });
  await expect(
    panel.getByText(
      'The recording is one track: choose the synthesised piano to hear the parts apart.',
    ),
  ).toBeVisible();
  await panel.getByRole('radio', { name: 'Synthesised piano' }).check();
  await expect(page.getByTestId('sound-source')).toHaveText(
    'Sound: a piano performance synthesised from the score',
  );
  await expect(panel.getByRole('listitem')).toHaveText([/Right hand/, /Left hand/]);

  // By touch: "play the left hand for me".
  await panel.getByRole('button', { name: 'Solo Left hand' }).tap();
  await expect(panel.getByTestId('heard-parts')).toHaveText('Heard: Left hand.');
  await expectNoSeriousA11yViolations(page);

  // By mouse: play. Every note the engine schedules goes through one part's gain, the left hand's.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
  const soloFrom = await pageNow(page);
  await page.waitForTimeout(2500);
  const soloed = await notesByPart(page, soloFrom);
  expect(Object.keys(soloed)).toHaveLength(1);
  const leftHand = Number(Object.keys(soloed)[0]);
  expect(soloed[String(leftHand)]).toBeGreaterThan(2);
  expect(await gainOf(page, leftHand)).toBeCloseTo(1, 2);
  // The highlight follows every part: right-hand notes (the top staff) light up though unheard.
  await expect
    .poll(async () => (await soundingStaves(page)).includes(0), { timeout: 15_000 })
    .toBe(true);

  // By keyboard: the left hand down to 50 %, heard at once through its part's gain.
  const volume = panel.getByRole('slider', { name: 'Left hand volume' });
  await volume.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('50');
  await expect.poll(() => gainOf(page, leftHand)).toBeCloseTo(0.5, 2);

  // The solo off and the left hand muted: only the right hand is played from then on.
  await panel.getByRole('button', { name: 'Solo Left hand' }).click();
  await panel.getByRole('button', { name: 'Mute Left hand' }).click();
  await expect(panel.getByTestId('heard-parts')).toHaveText('Heard: Right hand.');
  await expect.poll(() => gainOf(page, leftHand)).toBeCloseTo(0, 2);
  const mutedFrom = await pageNow(page);
  await page.waitForTimeout(2500);
  const muted = await notesByPart(page, mutedFrom);
  expect(muted[String(leftHand)]).toBeUndefined();
  const rightHand = Number(Object.keys(muted)[0]);
  expect(Object.keys(muted)).toHaveLength(1);
  expect(rightHand).not.toBe(leftHand);
  expect(await gainOf(page, rightHand)).toBeCloseTo(1, 2);
  await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe('');

  // Every part again.
  await panel.getByRole('button', { name: 'Reset parts' }).click();
  await expect(panel.getByTestId('heard-parts')).toHaveText('Heard: every part.');
  await expect.poll(() => gainOf(page, leftHand)).toBeCloseTo(1, 2);
  await page.getByRole('button', { name: 'Pause' }).click();
  expect(consoleErrors).toEqual([]);
});

for (const kind of ['piano', 'song'] as const)
  test(`a recording in stems (${kind}) is mixed with the same controls, each stem a channel through its own gain`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    await recordAudioGraph(page);
    const stemRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recording')) stemRequests.push(new URL(request.url()).pathname);
    });
    await signUpSubscriber(page.request, `stems-${String(Date.now())}@example.com`);
    const piece = await waitForPiece(
      page.request,
      (facts) =>
        facts.isPiano === (kind === 'piano') &&
        (facts.recording?.stems?.channels.length ?? 0) === 2,
      100_000,
    );
    await openPiece(page, piece.id);
    const partsButton = page.getByRole('button', { name: 'Parts', exact: true });
    await partsButton.click();
    const panel = page.getByRole('group', { name: 'Parts' });
    await expect(panel.getByRole('radio', { name: 'Recording' })).toBeChecked();
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const [first, second] = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    expect([first, second]).toEqual(
      piece.isPiano ? ['Right hand', 'Left hand'] : [expect.any(String), 'Accompaniment'],
    );

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('sound-source')).toHaveText('Sound: the recording');
    expect(stemRequests.some((path) => path.endsWith('/recording-stems'))).toBe(true);
    expect(stemRequests.some((path) => path.endsWith('/recording'))).toBe(false);
    await expect.poll(() => soundingIds(page), { timeout: 10_000 }).not.toBe('');

    // The stems' file is split into its two channels, each into a part's gain.
    const [splitter] = await page.evaluate(
      () => (window as unknown as { audioGraph: AudioGraph }).audioGraph.splitters,
    );
    expect(splitter).toBeDefined();
    const buses = await page.evaluate(
      (node) => (window as unknown as { audioGraph: AudioGraph }).audioGraph.edges.get(node) ?? [],
      splitter ?? -1,
    );
    expect(buses).toHaveLength(2);
    const [firstBus = -1, secondBus = -1] = buses;
    // A song's sound goes on through the pitch shifter (its key can move), a piano's to the speakers.
    const afterParts = await page.evaluate((bus) => {
      const graph = (window as unknown as { audioGraph: AudioGraph }).audioGraph;
      const next = graph.edges.get(bus)?.[0];
      return next === undefined ? 'none' : (graph.nodes[next]?.constructor.name ?? 'none');
    }, firstBus);
    expect(afterParts).toBe(kind === 'song' ? 'AudioWorkletNode' : 'AudioDestinationNode');

    // Solo the first part by touch: the second's gain goes to 0; its volume by keyboard.
    await panel.getByRole('button', { name: `Solo ${first ?? ''}` }).tap();
    await expect.poll(() => gainOf(page, secondBus)).toBeCloseTo(0, 2);
    expect(await gainOf(page, firstBus)).toBeCloseTo(1, 2);
    const volume = panel.getByRole('slider', { name: `${first ?? ''} volume` });
    await volume.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => gainOf(page, firstBus)).toBeCloseTo(0.7, 2);
    // Muted instead of the other soloed: the first is silent, the second back at full.
    await panel.getByRole('button', { name: `Solo ${first ?? ''}` }).click();
    await panel.getByRole('button', { name: `Mute ${first ?? ''}` }).click();
    await expect.poll(() => gainOf(page, firstBus)).toBeCloseTo(0, 2);
    await expect.poll(() => gainOf(page, secondBus)).toBeCloseTo(1, 2);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

    // The synthesised piano chosen while playing: it goes on, with the score's own parts.
    await panel.getByRole('radio', { name: 'Synthesised piano' }).check();
    await expect(page.getByTestId('sound-source')).toHaveText(
      'Sound: a piano performance synthesised from the score',
    );
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
    await expect(rows).toHaveCount(kind === 'song' ? 3 : 2);
    await expect(rows.nth(kind === 'song' ? 1 : 0)).toHaveAttribute('aria-label', 'Right hand');
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(consoleErrors).toEqual([]);
  });
