import { contentClientMessages } from '@cadenza/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_READY_POLL_MS } from '../../features/catalogue/hooks/use-product-page';
import { appConfig, expandedVolume, product, summary } from '../../test/catalogue-fixtures';
import { mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('a product whose media are still being made', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so without a play control, asks again, and offers it once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const volume = summary({ id: 'vol1', type: 'volume', title: 'Inventions' });
    const piece = (mediaReady: boolean) =>
      product({
        id: 'p1',
        type: 'piece',
        title: 'Invention 1',
        parentProducts: [volume],
        package: { url: '/products/p1/package' },
        previewPackage: { url: '/products/p1/preview-package' },
        mediaReady,
      });
    let isReady = false;
    const api = mockApi({
      '/products/p1': () => Response.json(piece(isReady)),
      '/volumes/vol1?expand=all': expandedVolume({ id: 'vol1', title: 'Inventions' }),
      '/config?countries=true': appConfig(),
      '/products/p1/preview-package': { kind: 'score', productId: 'p1', score: null },
    });
    renderRoute('/pieces/p1');
    const notice = await screen.findByText(contentClientMessages.mediaPreparing('score'));
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /play/i })).not.toBeInTheDocument();
    // Nothing of the piece's media is asked for while they are being made.
    expect(requestedPaths(api).filter((path) => path.startsWith('/products/p1/'))).toEqual([]);

    // Still being made: the page asks again and keeps saying so.
    await vi.advanceTimersByTimeAsync(MEDIA_READY_POLL_MS);
    expect(requestedPaths(api).filter((path) => path === '/products/p1').length).toBe(2);
    expect(screen.getByText(contentClientMessages.mediaPreparing('score'))).toBeInTheDocument();

    isReady = true;
    await vi.advanceTimersByTimeAsync(MEDIA_READY_POLL_MS);
    expect(await screen.findByText('Unlock this score when you subscribe')).toBeInTheDocument();
    expect(screen.queryByText(contentClientMessages.mediaPreparing('score'))).toBeNull();
    // Ready: it stops asking.
    const asked = requestedPaths(api).filter((path) => path === '/products/p1').length;
    await vi.advanceTimersByTimeAsync(MEDIA_READY_POLL_MS * 2);
    expect(requestedPaths(api).filter((path) => path === '/products/p1').length).toBe(asked);
  });
});
