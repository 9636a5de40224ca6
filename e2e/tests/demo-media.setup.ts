import { expect, test as setup } from '@playwright/test';

// A fresh server lists a product once its media are made (first-start jobs, the home page's
// products first); the journeys start when the sample library's media are all there.
setup('the demo library’s media are made', async ({ request }) => {
  setup.setTimeout(600_000);
  await expect
    .poll(
      async () => {
        const status = (await (await request.get('/api/media-status')).json()) as {
          preparing: number;
        };
        return status.preparing;
      },
      { timeout: 590_000, intervals: [2_000] },
    )
    .toBe(0);
});
