import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Longest wait for the worker's first score page (or the page's error). */
export const RENDER_TIMEOUT_MS = 180_000;
/** Longest wait, from the click on Play, for Pause and the bar position to move. */
export const PLAY_TIMEOUT_MS = 20_000;

export type RenderOutcome = 'rendered' | 'error' | 'timeout';

export interface PieceVisit {
  outcome: RenderOutcome;
  /** The page's error, or where loading stood at the timeout. */
  problem?: string;
  /** Navigation to the first score page drawn (the server's page 1 or the worker's). */
  firstPageMs?: number;
  /** Navigation to the worker's score page drawn: the player is ready. */
  loadedMs?: number;
  /** After Play: Pause shown and the bar position moved (null: not rendered, not tried). */
  played: boolean | null;
  playProblem?: string;
  composer?: string;
  /** From the package the page received. */
  format?: string;
  scoreBytes?: number;
  measures?: number;
  notes?: number;
  consoleErrors: string[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Pitched notes of a MusicXML score (its <pitch> elements) or MEI's <note> elements. */
export function countNotes(format: string, score: string): number {
  const pattern = format === 'mei' ? /<note[\s>/]/g : /<pitch>/g;
  return score.match(pattern)?.length ?? 0;
}

/**
 * What the page comes to: the worker's page drawn (when, from navigation), an error it shows,
 * or still loading at the timeout (with where loading stood).
 */
async function waitForOutcome(
  page: Page,
): Promise<{ kind: RenderOutcome; text?: string; atMs?: number }> {
  const handle = await page
    .waitForFunction(
      () => {
        const svg = document.querySelector('[data-testid="score-page"] svg');
        if (svg && svg.getBoundingClientRect().width > 0)
          return { kind: 'rendered', atMs: performance.now() };
        const problem = [
          ...document.querySelectorAll('main [role="alert"], main [class*="_error_"]'),
        ].find((element) => element.textContent.trim());
        if (problem) return { kind: 'error', text: problem.textContent.trim() };
        return null;
      },
      undefined,
      { timeout: RENDER_TIMEOUT_MS, polling: 200 },
    )
    .catch(() => null);
  if (!handle) {
    const progress = await page
      .getByRole('progressbar', { name: 'Preparing the score' })
      .first()
      .getAttribute('value', { timeout: 1000 })
      .catch(() => null);
    const status = await page
      .locator('main [role="status"]')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    return {
      kind: 'timeout',
      text: `no score page after ${String(RENDER_TIMEOUT_MS / 1000)} s (${status?.trim() || 'no status'}${progress === null ? '' : `, progress ${progress}`})`,
    };
  }
  return (await handle.jsonValue()) as { kind: RenderOutcome; text?: string; atMs?: number };
}

/** After Play: Pause shown and the bar position different within PLAY_TIMEOUT_MS. */
async function tryPlaying(page: Page): Promise<{ played: boolean; problem?: string }> {
  const position = page.getByTestId('bar-position');
  const before = (await position.textContent().catch(() => null))?.trim() ?? '';
  const deadline = Date.now() + PLAY_TIMEOUT_MS;
  try {
    await page.getByRole('button', { name: 'Play' }).first().click({ timeout: PLAY_TIMEOUT_MS });
    await page
      .getByRole('button', { name: 'Pause' })
      .first()
      .waitFor({ timeout: Math.max(1, deadline - Date.now()) });
  } catch {
    return { played: false, problem: 'no Pause button after Play' };
  }
  while (Date.now() < deadline) {
    const now = (await position.textContent().catch(() => null))?.trim() ?? '';
    if (now && now !== before) {
      await page
        .getByRole('button', { name: 'Pause' })
        .first()
        .click()
        .catch(() => undefined);
      return { played: true };
    }
    await page.waitForTimeout(250);
  }
  return { played: false, problem: `the bar position stayed at "${before}"` };
}

/**
 * One cold visit of a piece page at 1440×900 as a subscriber, the product answered as if its
 * media were made (first-score-page.ts: the player then plays with its own piano sound, the
 * bench having made no recording): the score's outcome and times, then Play.
 */
export async function visitPiece(
  browser: Browser,
  options: { url: string; productId: string; storageState: StorageState },
): Promise<PieceVisit> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: options.storageState,
  });
  const visit: PieceVisit = { outcome: 'timeout', played: null, consoleErrors: [] };
  try {
    await context.route(`**/api/products/${options.productId}`, async (route) => {
      const response = await route.fetch();
      const product = (await response.json()) as {
        persons?: { composers?: string[] };
      } & Record<string, unknown>;
      visit.composer = product.persons?.composers?.[0];
      await route.fulfill({ response, json: { ...product, mediaReady: true } });
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') visit.consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => {
      visit.consoleErrors.push(`uncaught: ${error.message.slice(0, 300)}`);
    });
    page.on('response', (response) => {
      if (!response.url().includes(`/api/products/${options.productId}/package`)) return;
      void response
        .json()
        .then((body: { format?: string; score?: string; fullMeasureCount?: number }) => {
          visit.format = body.format;
          visit.measures = body.fullMeasureCount;
          if (body.score) {
            visit.scoreBytes = Buffer.byteLength(body.score, 'utf8');
            visit.notes = countNotes(body.format ?? '', body.score);
          }
        })
        .catch(() => undefined);
    });
    await page.goto(options.url);
    const outcome = await waitForOutcome(page);
    visit.outcome = outcome.kind;
    if (outcome.text) visit.problem = outcome.text;
    const firstPageMs = await page.evaluate(
      () => performance.getEntriesByName('cadenza:score-first-page')[0]?.startTime,
    );
    if (firstPageMs !== undefined) visit.firstPageMs = firstPageMs;
    if (outcome.kind !== 'rendered') return visit;
    visit.loadedMs = outcome.atMs;
    const play = await tryPlaying(page);
    visit.played = play.played;
    if (play.problem) visit.playProblem = play.problem;
    return visit;
  } finally {
    await context.close();
  }
}
