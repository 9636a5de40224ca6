import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig, expandedVolume, product, summary } from '../../test/catalogue-fixtures';
import { apiError, mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const home = {
  carousels: [
    {
      id: 'hero',
      title: 'Featured',
      kind: 'hero',
      items: [1, 2, 3].map((n) => summary({ id: `v${n}`, type: 'volume', title: `Volume ${n}` })),
    },
    {
      id: 'media',
      title: 'Watch and listen',
      kind: 'standard',
      items: [
        summary({ id: 'vid1', type: 'video', title: 'A video', videoDuration: 153_000 }),
        summary({ id: 'perf1', type: 'performance', title: 'A performance' }),
      ],
    },
  ],
};

describe('home', () => {
  it('shows the hero and the other carousels with their cards', async () => {
    mockApi({ '/home': home, '/config?countries=true': appConfig() });
    renderRoute('/home');
    const hero = await screen.findByRole('region', { name: 'Featured' });
    expect(within(hero).getAllByRole('link')).toHaveLength(3);
    expect(within(hero).getByRole('link', { name: /Volume 2/ })).toHaveAttribute(
      'href',
      '/volumes/v2',
    );
    const media = screen.getByRole('region', { name: 'Watch and listen' });
    expect(within(media).getByText('2:33')).toBeInTheDocument();
  });

  it('draws the rows past the first view just after it, every row in order', async () => {
    const rows = ['Featured', 'Watch and listen', 'New scores', 'For singers'];
    mockApi({
      '/home': {
        carousels: rows.map((title, index) => ({
          id: `row-${String(index)}`,
          title,
          kind: index === 0 ? 'hero' : 'standard',
          items: [summary({ id: `p${String(index)}`, type: 'piece', title: `Piece ${title}` })],
        })),
      },
      '/config?countries=true': appConfig(),
    });
    renderRoute('/home');
    await screen.findByRole('region', { name: 'For singers' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .filter((title) => rows.includes(title)),
    ).toEqual(rows);
  });

  it('with the video feature off keeps performances and drops videos', async () => {
    mockApi({ '/home': home, '/config?countries=true': appConfig({ video: false }) });
    renderRoute('/home');
    const media = await screen.findByRole('region', { name: 'Watch and listen' });
    await within(media).findByText('A performance');
    expect(within(media).queryByText('A video')).not.toBeInTheDocument();
  });

  it('asks for the referral code’s carousels', async () => {
    const fetchMock = mockApi({ '/home?referralCode=spring': home });
    renderRoute('/spring/home');
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/home?referralCode=spring');
  });

  it('says so when the content cannot load, and tries again', async () => {
    let isFailing = true;
    mockApi({ '/home': () => (isFailing ? apiError(500, 'internal') : Response.json(home)) });
    const { user } = renderRoute('/home');
    expect(await screen.findByText('Could not load home page content')).toBeInTheDocument();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });
});

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

describe('volume', () => {
  it('shows the banner, the difficulty summary and the sections', async () => {
    mockApi({
      '/volumes/vol1?expand=all': volume,
      '/collections/col1/volumes': {
        collection: summary({ id: 'col1', type: 'collection', title: 'Baroque Keyboard' }),
        volumes: [volume, summary({ id: 'vol2', type: 'volume', title: 'Sinfonias' })],
      },
    });
    renderRoute('/volumes/vol1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inventions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Piano pieces: 2 elementary / 1 advanced')).toBeInTheDocument();
    expect(screen.getByText('© Cadenza Editions')).toBeInTheDocument();
    for (const name of ['Performance video', 'Pieces', 'Videos', 'Further reading']) {
      expect(screen.getByRole('heading', { name: new RegExp(`^${name}$`) })).toBeInTheDocument();
    }
    const explore = await screen.findByRole('region', { name: 'Explore Baroque Keyboard' });
    expect(within(explore).getByRole('link', { name: /Sinfonias/ })).toHaveAttribute(
      'href',
      '/volumes/vol2',
    );
    expect(within(explore).queryByText('Inventions')).not.toBeInTheDocument();
    expect(document.title).toBe('Inventions | Cadenza');
  });

  it('gives the spec’s errors for the volume and for the product list', async () => {
    mockApi({
      '/volumes/vol1?expand=all': volume,
      '/collections/col1/volumes': apiError(500, 'x'),
    });
    renderRoute('/volumes/vol1');
    expect(
      await screen.findByText('Sorry, an error occured while loading product list'),
    ).toBeInTheDocument();
  });

  it('says there was an issue when the volume does not load', async () => {
    mockApi({ '/volumes/nope?expand=all': apiError(404, 'volume nope not found') });
    renderRoute('/volumes/nope');
    expect(
      await screen.findByText('Sorry, there was an issue with loading of volumes'),
    ).toBeInTheDocument();
  });
});

describe('collection', () => {
  const collections = {
    collections: [summary({ id: 'col1', type: 'collection', title: 'Baroque Keyboard' })],
  };

  it('lists its volumes', async () => {
    mockApi({
      '/collections': collections,
      '/collections/col1/volumes': { collection: collections.collections[0], volumes: [volume] },
    });
    renderRoute('/collections/col1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baroque Keyboard' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Inventions/ })).toHaveAttribute(
      'href',
      '/volumes/vol1',
    );
  });

  it('is not found when the list lacks its id, and reports a failed volume list', async () => {
    mockApi({
      '/collections': collections,
      '/collections/col1/volumes': apiError(500, 'database down'),
    });
    renderRoute('/collections/zzz');
    expect(
      await screen.findByText('Could not fetch collection: Collection ID not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  it('appends the server’s message to a failed volume list', async () => {
    mockApi({
      '/collections': collections,
      '/collections/col1/volumes': apiError(503, 'try later'),
    });
    renderRoute('/collections/col1');
    expect(
      await screen.findByText('Could not fetch volumes: try later', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 10_000);
});
