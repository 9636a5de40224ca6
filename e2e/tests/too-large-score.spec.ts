import { BROWSER_SCORE_MAX_BYTES } from '../../packages/domain/src/content/content-package.js';
import { clientHeaders } from '../support/accounts.js';
import { expect, test } from '../support/page-checks.js';
import { demoPublisher } from '../support/studio.js';
import { studyMusicXml } from '../support/studio-fixtures.js';

test.use({ viewport: { width: 1200, height: 900 } });

// A score over the browser's limit (a short study made long by a comment) is imported as a
// draft; its page, opened by its publisher, says it is too long to open, and nothing the page
// asks for fails (the first page the viewer asks for beside the package is answered 204, not
// 404, and the draft's practice state is answered to its publisher).
test('a score too large for the browser says so, with no error in the console', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(400_000);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: demoPublisher,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const title = `Long study ${Date.now().toString(36)}`;
  const padding = `<!--${' '.repeat(BROWSER_SCORE_MAX_BYTES)}-->`;
  const score = studyMusicXml(title).replace('<part-list>', `${padding}<part-list>`);
  const started = await page.request.post('/api/studio/imports', {
    headers: clientHeaders,
    multipart: {
      files: {
        name: 'long-study.musicxml',
        mimeType: 'application/vnd.recordare.musicxml+xml',
        buffer: Buffer.from(score),
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  let productId: string | null = null;
  await expect
    .poll(
      async () => {
        const report = (await (await page.request.get(`/api/studio/imports/${id}`)).json()) as {
          status: string;
          files: { productId: string | null }[];
        };
        productId = report.files[0]?.productId ?? null;
        return report.status;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('done');
  expect(productId).not.toBeNull();

  // Its recording is rendered from the score first (the import queued it): then the player opens.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/products/${String(productId)}`)).json()) as {
            mediaReady: boolean;
          }
        ).mediaReady,
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
  await page.goto(`/pieces/${String(productId)}`);
  await expect(page.getByRole('alert')).toContainText(
    'This score is too long to open in the browser',
  );
  expect(consoleErrors).toEqual([]);
});
