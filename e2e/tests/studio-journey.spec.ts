import { clientHeaders, dismissCookieNotice } from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { demoPublisher, guestSearchTitles } from '../support/studio.js';
import { studyMusicXml, studyPerformance } from '../support/studio-fixtures.js';

type Point = [number, number];

async function uploadedSync(
  request: import('@playwright/test').APIRequestContext,
  id: string,
): Promise<Point[]> {
  const answer = (await (
    await request.get(`/api/studio/products/${id}/recording/sync`)
  ).json()) as {
    recording: { syncMap: { points: Point[] } } | null;
  };
  if (!answer.recording) throw new Error('the piece has no uploaded recording');
  return answer.recording.syncMap.points;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// An action or navigation that cannot happen fails with its reason, not at the test's end.
test.use({
  viewport: { width: 1200, height: 900 },
  actionTimeout: 30_000,
  navigationTimeout: 30_000,
});

test('a publisher uploads a score and its recording, corrects a bar line of the automatic sync, publishes, and search finds it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Two jobs run on the way (the score's own rendering, then the alignment), on a shared machine.
  test.setTimeout(600_000);
  const title = `Lantern study ${Date.now().toString(36)}`;
  const performance = studyPerformance();
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: demoPublisher,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const guest = await browser.newContext();
  // The cookie notice would cover the sync editor's buttons at the foot of the page.
  await dismissCookieNotice(page);
  let productId: string | undefined;

  try {
    // The score in, from the browser: the upload's progress, then the import's report.
    await page.goto('/studio');
    await page.getByRole('link', { name: 'Import scores' }).click();
    await expect(page.getByRole('heading', { name: 'Import scores' })).toBeVisible();
    await page.getByLabel('Score files or a zip').setInputFiles({
      name: 'lantern-study.musicxml',
      mimeType: 'application/vnd.recordare.musicxml+xml',
      buffer: Buffer.from(studyMusicXml(title)),
    });
    await expect(page.getByRole('row', { name: /lantern-study\.musicxml/ })).toContainText('Ready');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page).toHaveURL(/\/studio\/imports\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Done: 1 imported, 0 merged, 0 refused.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^The new pieces are drafts/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A draft: the studio has it, guests' search does not.
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    productId = new URL(page.url()).pathname.split('/').at(-1);
    if (!productId) throw new Error('no product id in the edit page’s address');
    const id = productId;
    expect(await guestSearchTitles(guest.request, title)).toEqual([]);

    // Its recording rendered from the score is made first by the media jobs (the import
    // queued them); the performance uploaded next then replaces it.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/products/${id}`)).json()) as {
              mediaReady: boolean;
            }
          ).mediaReady,
        { timeout: 240_000 },
      )
      .toBe(true);

    // A real performance in: uploaded, then aligned to the score automatically.
    await page.getByLabel('Audio file').setInputFiles({
      name: 'lantern-study-take-1.wav',
      mimeType: 'audio/wav',
      buffer: performance.wav,
    });
    await page.getByRole('button', { name: 'Upload and align' }).click();
    await expect(
      page.getByText('Aligned: the piece plays this recording now, with the highlight.'),
    ).toBeVisible({ timeout: 240_000 });
    const aligned = await uploadedSync(page.request, id);
    const errors = performance.onsets.map(({ seconds, quarters }) => {
      const point = aligned.find(([, q]) => Math.abs(q - quarters) < 1e-6);
      if (!point) throw new Error(`no sync point at quarter ${String(quarters)}`);
      return Math.abs(point[0] - seconds * 1000);
    });
    expect(median(errors)).toBeLessThanOrEqual(20);
    expect(Math.max(...errors)).toBeLessThanOrEqual(80);

    // The Jobs page lists the alignment, done.
    await page.getByRole('link', { name: 'Jobs' }).click();
    const job = page.getByRole('row', { name: new RegExp(title) });
    await expect(job).toContainText('Recording alignment');
    await expect(job).toContainText('Done');
    await page.goBack();

    // The sync editor: the piece's score above the waveform, a line where each bar starts.
    const syncEditor = page.getByRole('region', { name: 'Sync' });
    const editorScore = syncEditor.getByTestId('score-page');
    await expect(editorScore.locator('svg g.note').first()).toBeVisible({ timeout: 60_000 });
    const barLines = syncEditor.getByRole('slider', { name: /^Bar \d+ at \d+:\d\d\.\d$/ });
    // The study's eight bars of 4/4 and its last chord's bar: nine lines, not one per note.
    await expect(barLines).toHaveCount(9);
    await expect(syncEditor.getByRole('slider', { name: /^End of the score at / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Bar 2's line, moved 100 ms later with the keyboard; the notes of bars 1 and 2 move with
    // it in proportion.
    const barTwo = syncEditor.getByRole('slider', { name: /^Bar 2 at / });
    await expect(barTwo).toBeVisible();
    const at = (quarters: number) => aligned.find(([, q]) => q === quarters)?.[0] ?? NaN;
    const [barOne, before, barThree] = [at(0), at(4), at(8)];
    await barTwo.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(barTwo).toHaveAttribute('aria-valuenow', String(before + 100));

    // At rest the score lights where the chosen line is (bar 2's first note); played from
    // there, it lights the notes that follow as they sound, through the unsaved map.
    const litNotes = () =>
      editorScore.locator('g.is-sounding').evaluateAll((notes) => notes.map((note) => note.id));
    await expect.poll(litNotes).not.toEqual([]);
    const atRest = await litNotes();
    await syncEditor.getByRole('button', { name: 'Play from bar 2' }).click();
    await expect(syncEditor.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect
      .poll(async () => (await litNotes()).some((note) => !atRest.includes(note)), {
        timeout: 10_000,
      })
      .toBe(true);
    await syncEditor.getByRole('button', { name: 'Pause' }).click();

    await syncEditor.getByRole('button', { name: 'Save the sync' }).click();
    await expect(page.getByText('Saved: the piece plays with this sync now.')).toBeVisible();
    const corrected = await uploadedSync(page.request, id);
    const target = before + 100;
    expect(corrected).toEqual(
      aligned.map(([ms, q]): Point => {
        if (q === 4) return [target, q];
        if (q > 0 && q < 4)
          return [Math.round(barOne + ((ms - barOne) * (target - barOne)) / (before - barOne)), q];
        if (q > 4 && q < 8)
          return [
            Math.round(target + ((ms - before) * (barThree - target)) / (barThree - before)),
            q,
          ];
        return [ms, q];
      }),
    );

    // Published: in guests' search at once, and the piece plays the corrected sync.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: it is in the catalogue and search now.')).toBeVisible();
    expect(await guestSearchTitles(guest.request, title)).toEqual([title]);
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    const pkg = (await (await page.request.get(`/api/products/${id}/package`)).json()) as {
      recording: { syncMap: { points: Point[] } } | null;
    };
    expect(pkg.recording?.syncMap.points.find(([, q]) => q === 4)?.[0]).toBe(before + 100);
  } finally {
    // The shared e2e library is left as other journeys expect it: the new piece unlisted.
    if (productId)
      await page.request.patch(`/api/studio/products/${productId}`, {
        headers: clientHeaders,
        data: { published: false },
      });
    await guest.close();
  }
  expect(consoleErrors).toEqual([]);
});
