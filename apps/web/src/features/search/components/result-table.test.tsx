import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { summary } from '../../../test/catalogue-fixtures';
import { ResultTable } from './result-table';

const rows = [
  summary({
    id: 'p1',
    type: 'performance',
    title: 'Nocturne',
    featuredArtist: 'Zoe',
    composer: 'Chopin',
    difficulty: { piano: 8 },
  }),
  summary({
    id: 'p2',
    type: 'performance',
    title: 'Arabesque',
    featuredArtist: 'Abel',
    composer: 'Debussy',
    difficulty: { piano: 2 },
  }),
  summary({
    id: 'p3',
    type: 'performance',
    title: 'Mazurka',
    featuredArtist: 'Mia',
    composer: 'Chopin',
    difficulty: { piano: 5, vocal: 1 },
  }),
];

function titles() {
  return within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('img + span > :first-child')?.textContent);
}

it('has the spec’s columns for performances and the level of each row', () => {
  render(
    <MemoryRouter>
      <ResultTable type="performance" items={rows} hrefOf={(p) => `/performances/${p.id}`} />
    </MemoryRouter>,
  );
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Title', 'Artist', 'Composer', 'Volume', 'Level']);
  expect(screen.getByRole('link', { name: 'Nocturne' })).toHaveAttribute(
    'href',
    '/performances/p1',
  );
  expect(screen.getByText('Piano: intermediate')).toBeInTheDocument();
  expect(screen.getByText('Vocal: elementary')).toBeInTheDocument();
});

it('leads each row with the product’s cover and what kind of product it is', () => {
  render(
    <MemoryRouter>
      <ResultTable type="performance" items={rows} hrefOf={(p) => `/performances/${p.id}`} />
    </MemoryRouter>,
  );
  const [first] = within(screen.getByRole('table')).getAllByRole('rowheader');
  // The small rendition: the artwork without its lettering, unreadable at 48 px.
  expect(first?.querySelector('img')).toHaveAttribute(
    'src',
    expect.stringMatching(/\/cover\.svg\?v=[^&]+&size=small$/),
  );
  expect(within(first!).getByText('Performance')).toBeInTheDocument();
});

it('leaves the order to the server when it sorts, and reports the next order', async () => {
  const user = userEvent.setup();
  const changes: unknown[] = [];
  render(
    <MemoryRouter>
      <ResultTable
        type="performance"
        items={rows}
        hrefOf={() => null}
        serverSort={{
          order: { column: 'featuredArtist', direction: 'asc' },
          onChange: (order) => changes.push(order),
        }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('columnheader', { name: /Artist/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(titles()).toEqual(['Nocturne', 'Arabesque', 'Mazurka']);
  await user.click(screen.getByRole('button', { name: /Artist/ }));
  expect(changes).toEqual([{ column: 'featuredArtist', direction: 'desc' }]);
});

it('cycles a column through none, ascending, descending and back', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ResultTable type="performance" items={rows} hrefOf={() => null} />
    </MemoryRouter>,
  );
  const artist = screen.getByRole('button', { name: 'Artist' });
  const header = screen.getByRole('columnheader', { name: /Artist/ });
  expect(titles()).toEqual(['Nocturne', 'Arabesque', 'Mazurka']);

  await user.click(artist);
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(titles()).toEqual(['Arabesque', 'Mazurka', 'Nocturne']);

  await user.click(artist);
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(titles()).toEqual(['Nocturne', 'Mazurka', 'Arabesque']);

  await user.click(artist);
  expect(header).toHaveAttribute('aria-sort', 'none');
  expect(titles()).toEqual(['Nocturne', 'Arabesque', 'Mazurka']);

  await user.click(screen.getByRole('button', { name: 'Title' }));
  expect(titles()).toEqual(['Arabesque', 'Mazurka', 'Nocturne']);
});
