import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { longPianoScore } from '@cadenza/music/testing';
import type { Browser, BrowserContext } from '@playwright/test';
import { signUpSubscriber } from '../../e2e/support/practice.js';
import { inheritedEnv, startBuiltServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = 5;
const LONG_SCORE_NOTES = 10_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * One cold visit (a new browser context: empty cache): ms from navigation until the first score
 * page is drawn (the mark the viewer sets for the server's page or the worker's, whichever is
 * first). Without the pre-render, its request is refused, as if the server had none.
 */
async function firstPageMs(options: {
  browser: Browser;
  url: string;
  isPreRendered: boolean;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /**
   * The page is shown as if the product's recording were made: an imported score waits for its
   * recording before its page offers the player, and rendering one of 10,000 notes would take
   * the cores away from what is measured. Everything else comes from the server as it is.
   */
  isMediaAssumed?: boolean;
  productId?: string;
}): Promise<number> {
  const context = await options.browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  try {
    if (!options.isPreRendered) await context.route('**/first-page.svg*', (route) => route.abort());
    if (options.isMediaAssumed)
      await context.route(`**/api/products/${options.productId}`, async (route) => {
        const response = await route.fetch();
        const product = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...product, mediaReady: true } });
      });
    const page = await context.newPage();
    await page.goto(options.url);
    await page.waitForFunction(
      () => performance.getEntriesByName('cadenza:score-first-page').length > 0,
      undefined,
      { timeout: 180_000 },
    );
    return await page.evaluate(
      () => performance.getEntriesByName('cadenza:score-first-page')[0]?.startTime ?? Number.NaN,
    );
  } finally {
    await context.close();
  }
}

async function printFirstPages(options: {
  browser: Browser;
  label: string;
  url: string;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  isMediaAssumed?: boolean;
  productId?: string;
}): Promise<void> {
  for (const isPreRendered of [true, false]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      times.push(await firstPageMs({ ...options, isPreRendered }));
    const how = isPreRendered ? 'with the pre-render   ' : 'without the pre-render';
    console.log(
      `${options.label.padEnd(34)} ${how} ${median(times).toFixed(0).padStart(6)} ms   (first visit ${times[0]?.toFixed(0) ?? '?'} ms, server cache cold)`,
    );
  }
}

/** Imports files with the server's own CLI into a data folder (the server stopped). */
async function importScores(dataDir: string, folder: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli.js'), 'import', folder],
    {
      env: { ...inheritedEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_LIBRARY: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const id = /imported\s+\S+ → (\S+)/.exec(output)?.[1];
  if (code !== 0 || !id) throw new Error(`import failed (${String(code)}): ${output}`);
  return id;
}

/**
 * Time to the first drawn score page, with the server's pre-rendered first page and without it
 * (medians of cold visits): a demo piece as a guest (its preview), and a generated 10,000-note
 * score as a subscriber (the whole score), imported into a server of its own with no demo
 * library or media jobs, so nothing else takes the cores.
 */
export async function benchFirstScorePage(
  browser: Browser,
  demo: { url: string; pieceId: string },
): Promise<void> {
  console.log(
    `\nTime to the first drawn score page after navigation (1280×800, cold browser cache, medians of ${String(RUNS)})`,
  );
  await printFirstPages({
    browser,
    label: 'demo piece (guest: its preview)',
    url: `${demo.url}/pieces/${demo.pieceId}`,
  });
  await benchLongScoreFirstPage(browser);
}

/** The generated 10,000-note score's lines, from a server of its own. */
export async function benchLongScoreFirstPage(browser: Browser): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-bench-long-'));
  const folder = mkdtempSync(path.join(tmpdir(), 'cadenza-bench-scores-'));
  try {
    writeFileSync(path.join(folder, 'long.musicxml'), longPianoScore({ notes: LONG_SCORE_NOTES }));
    const pieceId = await importScores(dataDir, folder);
    const server = await startBuiltServer({
      DATA_DIR: dataDir,
      SEED_DEMO_LIBRARY: 'false',
      DEMO_MEDIA: 'false',
    });
    try {
      const signUp = await browser.newContext({ baseURL: server.url });
      await signUpSubscriber(signUp.request, `bench-first-page-${String(Date.now())}@example.com`);
      const storageState = await signUp.storageState();
      await signUp.close();
      await printFirstPages({
        browser,
        label: `${LONG_SCORE_NOTES.toLocaleString('en')}-note score (subscriber)`,
        url: `${server.url}/pieces/${pieceId}`,
        storageState,
        isMediaAssumed: true,
        productId: pieceId,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
}
