import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { APIRequestContext } from '@playwright/test';
import { clientHeaders, dismissCookieNotice } from '../support/accounts.js';
import { consoleAdmin } from '../support/console-admin.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';

/** Two seconds of ffmpeg's test picture with a tone: a film made here, each run. */
function twoSecondFilm(): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'cadenza-e2e-film-'));
  try {
    const file = path.join(folder, 'film.mp4');
    const run = spawnSync(ffmpegInstaller.path, [
      ...['-hide_banner', '-nostdin', '-y', '-f', 'lavfi', '-i', 'testsrc=size=192x108:rate=12'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.toString().slice(-1000)}`);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A video without a score from the end of the studio's list, away from other journeys. */
async function lastVideoWithoutScore(request: APIRequestContext): Promise<string> {
  const list = (page: number) =>
    request.get(`/api/studio/products?page=${String(page)}`).then(
      (answer) =>
        answer.json() as Promise<{
          total: number;
          pageSize: number;
          items: { id: string; type: string }[];
        }>,
    );
  const first = await list(1);
  for (let page = Math.ceil(first.total / first.pageSize); page >= 1; page -= 1) {
    for (const item of (await list(page)).items.filter((each) => each.type === 'video').reverse()) {
      const films = (await (await request.get(`/api/studio/products/${item.id}/films`)).json()) as {
        hasScore: boolean;
      };
      if (!films.hasScore) return item.id;
    }
  }
  throw new Error('no video without a score in the library');
}

test.use({ viewport: { width: 1200, height: 900 } });

test("an admin removes a video's uploaded film after confirming, and the product has no film at once", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: consoleAdmin,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const id = await lastVideoWithoutScore(page.request);
  const upload = await page.request.put(`/api/studio/products/${id}/films/main`, {
    headers: { ...clientHeaders, 'content-type': 'video/mp4' },
    data: twoSecondFilm(),
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { jobId } = (await upload.json()) as { jobId: string };
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/studio/products/${id}/film-jobs/${jobId}`)
          ).json()) as { state: string }
        ).state,
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('done');

  await dismissCookieNotice(page);
  await page.goto(`/studio/products/${id}`);
  const films = page.getByRole('region', { name: 'Films' });
  await expect(films.getByText(/0:02 · uploaded/)).toBeVisible();
  await films.getByRole('button', { name: 'Remove this film (Film)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the film?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove the film' }).click();
  await expect(films.getByRole('status')).toHaveText('The film is removed.');
  await expect(films.getByRole('heading', { name: 'Film', exact: true })).toBeFocused();
  await expect(films.getByText('No film yet.')).toBeVisible();
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    videoPlaylistUrl: string | null;
    videoDuration: number | null;
  };
  expect(product).toMatchObject({ videoPlaylistUrl: null, videoDuration: null });
  expect(consoleErrors).toEqual([]);
});
