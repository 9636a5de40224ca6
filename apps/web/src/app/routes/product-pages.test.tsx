import { contentClientMessages } from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig, expandedVolume, product, summary } from '../../test/catalogue-fixtures';
import { apiError, mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const volume = expandedVolume({
  id: 'vol1',
  title: 'Inventions',
  composer: 'J. S. Bach',
  copyright: '© Cadenza Editions',
  parentProducts: [summary({ id: 'col1', type: 'collection', title: 'Baroque Keyboard' })],
  pieces: [
    product({ id: 'p1', type: 'piece', title: 'Invention 1', difficulty: { piano: 2 } }),
    product({ id: 'p2', type: 'piece', title: 'Invention 2', difficulty: { piano: 3 } }),
    product({ id: 'p3', type: 'piece', title: 'Invention 3', difficulty: { piano: 8 } }),
  ],
  features: {
    videos: [summary({ id: 'vid1', type: 'video', title: 'About the inventions' })],
    readings: [summary({ id: 'r1', type: 'aboutComposer', title: 'About Bach' })],
    performances: [summary({ id: 'perf1', type: 'performance', title: 'Invention 1 performed' })],
    explore: [],
  },
});

describe('product pages', () => {
  const piece = product({
    id: 'p1',
    type: 'piece',
    title: 'Invention 1',
    composer: 'J. S. Bach',
    parentProducts: [summary({ id: 'vol1', type: 'volume', title: 'Inventions' })],
  });

  it('a piece shows its volume, the side list and a free-trial prompt to a guest', async () => {
    mockApi({
      '/products/p1': piece,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
    });
    renderRoute('/pieces/p1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invention 1' }),
    ).toBeInTheDocument();
    const side = await screen.findByRole('navigation', { name: 'Inventions' });
    expect(within(side).getByText('Invention 1')).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Invention 2' })).toHaveAttribute(
      'href',
      '/pieces/p2',
    );
    expect(screen.getByText('Unlock this score when you subscribe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute(
      'href',
      '/account/subscribe',
    );
  });

  it('asks a former subscriber to subscribe at the monthly price, and shows nothing to a subscriber', async () => {
    document.cookie = 'isAuthenticated=true; path=/';
    const me = (status: 'active' | 'expired') => ({
      id: '8d7f5a36-86a4-4a53-9a66-0d5ff6f7a0e1',
      email: 'ada@example.com',
      firstName: 'Ada',
      facebookId: null,
      role: 'ordinary',
      referralCode: null,
      isFreeTrialAvailable: false,
      maxConcurrentSessions: null,
      subscriptions: [
        {
          id: '7b0b8f8e-3f0e-4d38-9a39-8a0f4b7e9c11',
          originalTransactionId: 't1',
          status,
          isTrialPeriod: false,
          provider: 'stripe',
          planId: 'plan_monthly',
          expiryDate: '2030-01-01T00:00:00.000Z',
          cancellationDate: null,
          discount: null,
        },
      ],
      transactions: [],
      cards: [],
    });
    mockApi({
      '/products/p1': piece,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
      '/me': me('expired'),
    });
    const first = renderRoute('/pieces/p1');
    expect(await screen.findByText('£9.99 per month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    first.unmount();

    mockApi({
      '/products/p1': piece,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
      '/me': me('active'),
    });
    renderRoute('/pieces/p1');
    await screen.findByRole('heading', { level: 1, name: 'Invention 1' });
    await screen.findByRole('navigation', { name: 'Inventions' });
    expect(screen.queryByText(/Unlock this score/)).not.toBeInTheDocument();
  });

  it('shows only the prompt for a piece too short for a preview', async () => {
    const tiny = product({
      ...piece,
      package: { url: '/products/p1/package' },
      previewPackage: { url: '/products/p1/preview-package' },
    });
    const api = mockApi({
      '/products/p1': tiny,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
      '/products/p1/preview-package': {
        kind: 'score',
        productId: 'p1',
        isPreview: true,
        format: 'musicxml',
        score: '',
        measureCount: 0,
        fullMeasureCount: 1,
        recording: null,
        translation: null,
        pronunciation: null,
      },
    });
    renderRoute('/pieces/p1');
    expect(await screen.findByText('Unlock this score when you subscribe')).toBeInTheDocument();
    await waitFor(() => {
      expect(requestedPaths(api)).toContain('/products/p1/preview-package');
    });
    await waitFor(() => {
      expect(screen.queryByText(contentClientMessages.loading)).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('piece-player')).not.toBeInTheDocument();
    expect(screen.queryByText(/Preview: the first/)).not.toBeInTheDocument();
  });

  it('shows only the prompt for a one-page PDF, which has no preview', async () => {
    const reading = product({
      id: 'r9',
      type: 'readingPdf',
      title: 'Pedalling',
      parentProducts: [summary({ id: 'vol1', type: 'volume', title: 'Inventions' })],
      pdf: { url: '/products/r9/pdf' },
    });
    const pdf = mockApi({
      '/products/r9': reading,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
      '/products/r9/pdf': apiError(401, 'subscription required'),
    });
    renderRoute('/readings/r9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedalling' })).toBeInTheDocument();
    await waitFor(() => {
      expect(requestedPaths(pdf)).toContain('/products/r9/pdf');
    });
    await waitFor(() => {
      expect(screen.queryByText(contentClientMessages.loading)).not.toBeInTheDocument();
    });
    expect(screen.queryByText(contentClientMessages.errorLoadingPdf)).not.toBeInTheDocument();
  });

  it('shows only the prompt for a reading too short for a preview', async () => {
    const reading = product({
      id: 'r8',
      type: 'aboutComposer',
      title: 'Bach in brief',
      parentProducts: [summary({ id: 'vol1', type: 'volume', title: 'Inventions' })],
      package: { url: '/products/r8/package' },
      previewPackage: { url: '/products/r8/preview-package' },
    });
    const api = mockApi({
      '/products/r8': reading,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
      '/products/r8/preview-package': {
        kind: 'reading',
        productId: 'r8',
        isPreview: true,
        files: {},
        navigation: [],
        fullPageCount: 1,
      },
    });
    renderRoute('/readings/r8');
    expect(
      await screen.findByText('Unlock this further reading when you subscribe'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(requestedPaths(api)).toContain('/products/r8/preview-package');
    });
    await waitFor(() => {
      expect(screen.queryByText(contentClientMessages.loading)).not.toBeInTheDocument();
    });
    expect(screen.queryByTestId('reading-viewer')).not.toBeInTheDocument();
  });

  it('refuses a product opened under the wrong kind of address', async () => {
    mockApi({ '/products/vol1': product({ id: 'vol1', type: 'volume', title: 'Inventions' }) });
    renderRoute('/pieces/vol1');
    expect(await screen.findByText('Product type and URL mismatch')).toBeInTheDocument();
  });

  it('shows Could not fetch with the server’s message, and a way on: search or home', async () => {
    mockApi({ '/products/gone': apiError(404, 'product gone not found') });
    const { user, location } = renderRoute('/videos/gone');
    expect(await screen.findByText('Could not fetch: product gone not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'bach');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(`${location().pathname}${location().search}`).toBe('/search?q=bach');
    });
  });

  it('offers Try again when the server failed, and shows the page once it answers', async () => {
    let failing = true;
    mockApi({
      '/products/p1': () =>
        failing
          ? Response.json({ statusCode: 503, message: 'busy' }, { status: 503 })
          : Response.json(piece),
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
    });
    const { user } = renderRoute('/pieces/p1');
    expect(await screen.findByText('Could not fetch: busy')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invention 1' }),
    ).toBeInTheDocument();
  });

  it('a reading lists the volume’s readings to continue with', async () => {
    const reading = product({
      id: 'r1',
      type: 'aboutComposer',
      title: 'About Bach',
      parentProducts: [summary({ id: 'vol1', type: 'volume', title: 'Inventions' })],
    });
    mockApi({
      '/products/r1': reading,
      '/volumes/vol1?expand=all': volume,
      '/config?countries=true': appConfig(),
    });
    renderRoute('/readings/r1');
    const list = await screen.findByRole('navigation', { name: 'Continue reading' });
    expect(within(list).getByText('About Bach')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Unlock this further reading when you subscribe')).toBeInTheDocument();
  });
});
