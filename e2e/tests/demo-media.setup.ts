import { expect, test as setup, type APIRequestContext } from '@playwright/test';

interface Listed {
  id: string;
  type: string;
}

/** The pieces, performances and films the home page lists whose media are not made yet. */
async function listedWithoutMedia(request: APIRequestContext): Promise<string[]> {
  const home = (await (await request.get('/api/home')).json()) as {
    carousels: { items: Listed[] }[];
  };
  const withMedia = home.carousels
    .flatMap((carousel) => carousel.items)
    .filter((item) => ['piece', 'performance', 'video'].includes(item.type));
  const waiting: string[] = [];
  for (const item of withMedia) {
    const product = (await (await request.get(`/api/products/${item.id}`)).json()) as {
      mediaReady: boolean;
    };
    if (!product.mediaReady) waiting.push(`${item.type} ${item.id}`);
  }
  return waiting;
}

// A fresh server lists a product once its media are made (first-start jobs, the home page's
// products first); the journeys start when the sample library's media are all there. While
// they are being made, the home page never lists a product still waiting for its media.
setup('the demo library’s media are made', async ({ request }) => {
  setup.setTimeout(600_000);
  const deadline = Date.now() + 590_000;
  for (;;) {
    const status = (await (await request.get('/api/media-status')).json()) as {
      preparing: number;
    };
    expect(await listedWithoutMedia(request)).toEqual([]);
    if (status.preparing === 0) break;
    expect(Date.now(), `${String(status.preparing)} media still being made`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
});
