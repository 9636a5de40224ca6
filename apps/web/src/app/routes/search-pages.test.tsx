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
    // The first test loads the page's chunk: slow on a busy machine.
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
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers Try again when the search failed, and shows the results once it answers', async () => {
    let isFailing = true;
    mockApi({
      '/products/search?q=bach&size=5&groupBy=_type': () =>
        isFailing
          ? Response.json({ statusCode: 503, message: 'busy' }, { status: 503 })
          : Response.json(overview),
    });
    const { user } = renderRoute('/search?q=bach');
    expect(await screen.findByRole('alert')).toHaveTextContent('busy');
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pieces' })).toBeInTheDocument();
  });

  it('offers "did you mean" with a link to the corrected search', async () => {
    mockApi({
      '/products/search?q=betoven&size=5&groupBy=_type': { ...empty, suggestion: 'beethoven' },
    });
    renderRoute('/search?q=betoven');
    expect(await screen.findByText(/Did you mean/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'beethoven' })).toHaveAttribute(
      'href',
      '/search?q=beethoven',
    );
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

const pieces = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    piece(`p${String(from + index + 1)}`, `Invention ${String(from + index + 1)}`),
  );
const pageOf = (from: number, count: number) => ({
  kind: 'results',
  groups: { piece: { items: pieces(from, count), total: 120 } },
});

describe('search by type', () => {
  it('lists the first page of results of the type under its title', async () => {
    mockApi({
      '/products/search?q=bach&filter=_type%3Apiece&size=50': {
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

  it('pages long results: the URL holds the page, the pager moves between pages', async () => {
    const fetchMock = mockApi({
      '/products/search?q=bach&filter=_type%3Apiece&size=50': pageOf(0, 50),
      '/products/search?q=bach&filter=_type%3Apiece&size=50&from=50': pageOf(50, 50),
      '/products/search?q=bach&filter=_type%3Apiece&size=50&from=100': pageOf(100, 20),
    });
    const { user, location } = renderRoute('/search/piece?q=bach&page=2');
    expect(await screen.findByRole('link', { name: 'Invention 51' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Invention 120' })).toBeInTheDocument();
    expect(location().search).toBe('?q=bach&page=3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
    expect(location().search).toBe('?q=bach');
    expect(requestedPaths(fetchMock)).toContain(
      '/products/search?q=bach&filter=_type%3Apiece&size=50&from=100',
    );
  });

  it('sorts by a column on the server and starts again at page 1', async () => {
    const fetchMock = mockApi({
      '/products/search?q=bach&filter=_type%3Apiece&size=50&from=50': pageOf(50, 50),
      '/products/search?q=bach&filter=_type%3Apiece&size=50&sort=composer%3Aasc': pageOf(0, 50),
    });
    const { user, location } = renderRoute('/search/piece?q=bach&page=2');
    await screen.findByRole('link', { name: 'Invention 51' });
    await user.click(screen.getByRole('button', { name: 'Composer' }));
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
    expect(location().search).toBe('?q=bach&sort=composer%3Aasc');
    expect(screen.getByRole('columnheader', { name: /Composer/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(requestedPaths(fetchMock)).toContain(
      '/products/search?q=bach&filter=_type%3Apiece&size=50&sort=composer%3Aasc',
    );
  });

  it('says where the results end for a page past the last', async () => {
    mockApi({
      '/products/search?q=bach&filter=_type%3Apiece&size=50&from=450': {
        kind: 'results',
        groups: { piece: { items: [], total: 120 } },
      },
    });
    renderRoute('/search/piece?q=bach&page=10');
    expect(await screen.findByText(/These results end at page 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute(
      'href',
      '/search/piece?q=bach&page=3',
    );
  });

  it('offers a close query when nothing matched, which runs that search', async () => {
    mockApi({
      '/products/search?q=betoven&filter=_type%3Apiece&size=50': {
        kind: 'results',
        groups: { piece: { items: [], total: 0 } },
        suggestion: 'beethoven',
      },
      '/products/search?q=beethoven&filter=_type%3Apiece&size=50': pageOf(0, 2),
    });
    const { user, location } = renderRoute('/search/piece?q=betoven');
    expect(await screen.findByText('No results found for "betoven"')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'beethoven' }));
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
    expect(location().search).toBe('?q=beethoven');
  });

  it('sends an unknown type to the not-found page', async () => {
    renderRoute('/search/nonsense?q=bach');
    expect(await screen.findByRole('heading', { name: 'Page was not found' })).toBeInTheDocument();
  });
});

describe('browse', () => {
  const termsOf = (field: string, count: number) => ({
    kind: 'terms',
    field,
    terms: Array.from({ length: count }, (_, index) => ({
      term: `${field} ${String(index)}`,
      count: 1,
    })),
  });
  const categories = [
    'composer',
    'artist',
    'publisher',
    'arranger',
    'lyricist',
    'editor',
    'selector',
    'translator',
  ];

  it('lists the categories that have names, with how many', async () => {
    mockApi(
      Object.fromEntries(
        categories.map((field) => [
          `/products/search?terms=${field}&size=10000`,
          termsOf(field, field === 'arranger' || field === 'translator' ? 0 : 2),
        ]),
      ),
    );
    renderRoute('/browse');
    const list = await screen.findByRole('list', { name: 'Browse by' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Composers2 names',
      'Artists2 names',
      'Publishers2 names',
      'Lyricists2 names',
      'Editors2 names',
      'Selectors2 names',
    ]);
  });

  it('lists a category whose names could not be fetched (its page says why)', async () => {
    mockApi(
      Object.fromEntries(
        categories
          .filter((field) => field !== 'editor')
          .map((field) => [`/products/search?terms=${field}&size=10000`, termsOf(field, 1)]),
      ),
    );
    renderRoute('/browse');
    const list = await screen.findByRole('list', { name: 'Browse by' });
    expect(within(list).getByRole('link', { name: 'Editors' })).toBeInTheDocument();
  });

  it('explains an empty category and offers a way on', async () => {
    mockApi({ '/products/search?terms=arranger&size=10000': termsOf('arranger', 0) });
    renderRoute('/browse/arranger');
    expect(
      await screen.findByText('No one is credited as arranger in the catalogue yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse another category' })).toHaveAttribute(
      'href',
      '/browse',
    );
    expect(screen.getByRole('link', { name: 'Search the catalogue' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('lists a category’s names, each leading to its results', async () => {
    mockApi({
      '/products/search?terms=composer&size=10000': {
        kind: 'terms',
        field: 'composer',
        terms: [{ term: 'J. S. Bach', count: 12 }],
      },
      '/products/search?filter=composer%3AJ.+S.+Bach&size=50&groupBy=_type': overview,
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
      '/products/search?filter=composer%3ABach&filter=_type%3Apiece&size=50&groupBy=_type': {
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

  it('pages the search-in-category variant through the URL', async () => {
    mockApi({
      '/products/search?filter=composer%3ABach&filter=_type%3Apiece&size=50&groupBy=_type': pageOf(
        0,
        50,
      ),
      '/products/search?filter=composer%3ABach&filter=_type%3Apiece&size=50&from=50&groupBy=_type':
        pageOf(50, 50),
    });
    const { user, location } = renderRoute('/browse/composer/Bach/piece');
    expect(await screen.findByRole('link', { name: 'Invention 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Invention 51' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
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
