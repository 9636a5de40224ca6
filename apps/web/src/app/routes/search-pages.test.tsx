import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { summary } from '../../test/catalogue-fixtures';
import { mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const piece = (id: string, title: string) =>
  summary({
    id,
    type: 'piece',
    title,
    composer: 'J. S. Bach',
    volumeTitle: 'Inventions',
    difficulty: { piano: 4 },
  });

const overview = {
  kind: 'results',
  groups: {
    volume: {
      items: [summary({ id: 'v1', type: 'volume', title: 'Inventions', composer: 'J. S. Bach' })],
      total: 1,
    },
    piece: { items: [piece('p1', 'Invention 1'), piece('p2', 'Invention 2')], total: 14 },
    performance: { items: [], total: 0 },
    video: { items: [], total: 0 },
    reading: { items: [], total: 0 },
  },
};
const empty = {
  kind: 'results',
  groups: { volume: { items: [], total: 0 }, piece: { items: [], total: 0 } },
};

const decoded = (paths: string[]) => paths.map((path) => decodeURIComponent(path));

describe('search overview', () => {
  it('groups results by type with their tables, summaries and See all >', async () => {
    const fetchMock = mockApi({ '/products/search?q=bach&size=5&groupBy=_type': overview });
    renderRoute('/search?q=bach');
    const pieces = await screen.findByRole('region', { name: 'Pieces' });
    expect(
      within(pieces).getByText('Showing 2 of 14 results for bach in Pieces'),
    ).toBeInTheDocument();
    expect(
      within(pieces)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Composer', 'Volume', 'Level']);
    expect(within(pieces).getByRole('link', { name: 'Invention 1' })).toHaveAttribute(
      'href',
      '/pieces/p1',
    );
    expect(within(pieces).getAllByText('Piano: intermediate')).toHaveLength(2);
    expect(within(pieces).getByRole('link', { name: 'See all Pieces >' })).toHaveAttribute(
      'href',
      '/search/piece?q=bach',
    );
    const volumes = screen.getByRole('region', { name: 'Volumes' });
    expect(within(volumes).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Videos' })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/products/search?q=bach&size=5&groupBy=_type');
  });

  it('never sends a query of 2 characters or fewer and shows no results', async () => {
    const fetchMock = mockApi({});
    renderRoute('/search?q=ab');
    expect(await screen.findByText('No results found for "ab"')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/products/search'))).toEqual(
      [],
    );
  });

  it('says when nothing matched', async () => {
    mockApi({ '/products/search?q=zzzz&size=5&groupBy=_type': empty });
    renderRoute('/search?q=zzzz');
    expect(await screen.findByText('No results found for "zzzz"')).toBeInTheDocument();
  });

  it('filters by difficulty through the URL, and reads broken JSON as no filter', async () => {
    const fetchMock = mockApi({
      '/products/search?q=bach&size=5&groupBy=_type': overview,
      [`/products/search?q=bach&size=5&groupBy=_type&difficulty=${encodeURIComponent('{"piano":[0,1,2,3]}')}`]:
        empty,
    });
    const { user, location } = renderRoute('/search?q=bach&difficulty=%7Bbroken');
    await screen.findByRole('region', { name: 'Pieces' });

    await user.click(screen.getByRole('button', { name: /Piano: all levels/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'elementary' }));

    expect(await screen.findByText('No results found for "bach"')).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('difficulty')).toBe(
      '{"piano":["elementary"]}',
    );
    expect(decoded(requestedPaths(fetchMock))).toContain(
      '/products/search?q=bach&size=5&groupBy=_type&difficulty={"piano":[0,1,2,3]}',
    );
    expect(screen.getByRole('menuitemcheckbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Select all' }));
    expect(new URLSearchParams(location().search).get('difficulty')).toBe(
      '{"piano":["elementary","intermediate","advanced"]}',
    );
  });
});

describe('search by type', () => {
  it('lists every result of the type under its title', async () => {
    mockApi({
      '/products/search?q=bach&filter=_type%3Apiece&size=10000': {
        kind: 'results',
        groups: { piece: { items: [piece('p1', 'Invention 1')], total: 1 } },
      },
    });
    renderRoute('/search/piece?q=bach');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for bach in Pieces' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
  });

  it('sends an unknown type to the not-found page', async () => {
    renderRoute('/search/nonsense?q=bach');
    expect(await screen.findByRole('heading', { name: 'Page was not found' })).toBeInTheDocument();
  });
});

describe('browse', () => {
  it('lists the eight categories', async () => {
    renderRoute('/browse');
    const list = await screen.findByRole('list', { name: 'Browse by' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Composers',
      'Artists',
      'Publishers',
      'Arrangers',
      'Lyricists',
      'Editors',
      'Selectors',
      'Translators',
    ]);
  });

  it('lists a category’s names, each leading to its results', async () => {
    mockApi({
      '/products/search?terms=composer&size=10000': {
        kind: 'terms',
        field: 'composer',
        terms: [{ term: 'J. S. Bach', count: 12 }],
      },
      '/products/search?filter=composer%3AJ.+S.+Bach&size=10000&groupBy=_type': overview,
    });
    const { user } = renderRoute('/browse/composer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse by composer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
    await user.click(await screen.findByRole('link', { name: 'J. S. Bach' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse by composer: J. S. Bach' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pieces' })).toBeInTheDocument();
  });

  it('the search-in-category variant shows one type with a back link to the category', async () => {
    mockApi({
      '/products/search?filter=composer%3ABach&filter=_type%3Apiece&size=10000&groupBy=_type': {
        kind: 'results',
        groups: { piece: { items: [piece('p1', 'Invention 1')], total: 1 } },
      },
    });
    renderRoute('/browse/composer/Bach/piece');
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to browse by composer' })).toHaveAttribute(
      'href',
      '/browse/composer',
    );
    expect(screen.queryByRole('button', { name: /Piano:/ })).not.toBeInTheDocument();
  });
});

describe('header search field', () => {
  it('opens the search route 200 ms after typing; short queries stay off the server', async () => {
    const fetchMock = mockApi({ '/products/search?q=bach&size=5&groupBy=_type': overview });
    const { location } = renderRoute('/browse');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(box, { target: { value: 'ab' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(location().pathname).toBe('/search');
      expect(location().search).toBe('?q=ab');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
        target: { value: 'bach' },
      });
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(location().search).toBe('?q=bach');
      expect(await screen.findByRole('region', { name: 'Pieces' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(requestedPaths(fetchMock).filter((path) => path.includes('q=ab'))).toEqual([]);
  });
});
