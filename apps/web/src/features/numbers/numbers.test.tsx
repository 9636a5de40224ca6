import type { CatalogueFigures, Numbers } from '@cadenza/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, requestedPaths } from '../../test/mock-api';
import { CatalogueFiguresView } from './components/catalogue-figures-view';
import { NumbersDashboard } from './components/numbers-dashboard';
import { formatDuration, formatRate } from './numbers-format';

const numbers: Numbers = {
  range: { from: '2030-03-01', to: '2030-03-03' },
  days: [
    { day: '2030-03-01', signups: 0, trialsStarted: 0, activeSubscribers: 4 },
    { day: '2030-03-02', signups: 2, trialsStarted: 2, activeSubscribers: 4 },
    { day: '2030-03-03', signups: 1, trialsStarted: 1, activeSubscribers: 3 },
  ],
  signups: 3,
  trialsStarted: 3,
  conversion: { trialsEnded: 2, converted: 1, rate: 0.5 },
  activeSubscribers: 3,
  churn: { subscribersAtStart: 4, churned: 1, rate: 0.25 },
  mrr: [
    { currency: 'GBP', amountMinor: 1998 },
    { currency: 'USD', amountMinor: 1299 },
  ],
  recovered: { payments: 1, amounts: [{ currency: 'GBP', amountMinor: 999 }] },
  noResultSearches: [{ query: 'mozartt', searches: 2 }],
  events: [
    { name: 'playback', count: 4 },
    { name: 'login_failure', count: 1 },
  ],
  practisedPieces: [{ productId: 'piece-a', title: 'Clair de lune', seconds: 3900, people: 2 }],
};

/** The page with a query client and a router (not the app's router: these pages are lazy chunks of their own). */
function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const figureOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.textContent ?? '';
};

it('shows the figures of the range, a chart a day and the CSV of the same days', async () => {
  const fetchMock = mockApi({ '/console/numbers?from=2030-03-01&to=2030-03-03': numbers });
  renderWithProviders(
    <NumbersDashboard range={{ from: '2030-03-01', to: '2030-03-03' }} onRangeChange={vi.fn()} />,
  );
  expect(await screen.findByText('Sign-ups', { selector: 'dt' })).toBeInTheDocument();
  expect(requestedPaths(fetchMock)).toEqual(['/console/numbers?from=2030-03-01&to=2030-03-03']);
  expect(figureOf('Trial to paid')).toContain('50%');
  expect(figureOf('Trial to paid')).toContain('1 of 2 trials ended');
  expect(figureOf('Churn')).toContain('25%');
  expect(figureOf('MRR')).toContain('£19.98 · US$12.99');
  expect(figureOf('Recovered by dunning')).toContain('£9.99');
  const chart = screen.getByText('Sign-ups a day').closest('figure');
  expect(chart?.querySelectorAll('rect')).toHaveLength(3);
  expect(
    within(chart as HTMLElement).getByText('2 Mar: 2', { selector: 'li' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/console/numbers.csv?from=2030-03-01&to=2030-03-03',
  );
  expect(screen.getByRole('rowheader', { name: 'mozartt' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Login failure' }).closest('tr')?.textContent).toBe(
    'Login failure1',
  );
  expect(screen.getByRole('link', { name: 'Clair de lune' })).toHaveAttribute(
    'href',
    '/pieces/piece-a',
  );
  expect(screen.getByText('1 h 05 min')).toBeInTheDocument();
});

it('says a chart has nothing in the range rather than drawing an empty scale', async () => {
  const quiet = {
    ...numbers,
    days: numbers.days.map((day) => ({ ...day, signups: 0, trialsStarted: 0 })),
  };
  mockApi({ '/console/numbers?from=2030-03-01&to=2030-03-03': quiet });
  renderWithProviders(
    <NumbersDashboard range={{ from: '2030-03-01', to: '2030-03-03' }} onRangeChange={vi.fn()} />,
  );
  const chart = (await screen.findByText('Sign-ups a day')).closest('figure') as HTMLElement;
  expect(within(chart).getByText('None in these dates.')).toBeInTheDocument();
  expect(chart.querySelector('svg')).toBeNull();
  expect(within(chart).queryByText(/^most/)).not.toBeInTheDocument();
  // A chart with figures is still drawn beside it.
  const active = screen
    .getByText('Paying subscribers at the end of each day')
    .closest('figure') as HTMLElement;
  expect(active.querySelectorAll('rect')).toHaveLength(3);
});

it('asks for another range, and refuses one that ends before it starts', async () => {
  mockApi({ '/console/numbers?from=2030-03-01&to=2030-03-03': numbers });
  const onRangeChange = vi.fn();
  const { user } = renderWithProviders(
    <NumbersDashboard
      range={{ from: '2030-03-01', to: '2030-03-03' }}
      onRangeChange={onRangeChange}
    />,
  );
  const from = await screen.findByLabelText('From');
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '2030-02-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText('the range must end on or after the day it starts')).toBeInTheDocument();
  expect(onRangeChange).not.toHaveBeenCalled();
  await user.clear(from);
  await user.type(from, '2030-01-15');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(onRangeChange).toHaveBeenCalledWith({ from: '2030-01-15', to: '2030-02-01' });
});

it('says what the server refused, and still offers other days', async () => {
  mockApi({
    '/console/numbers?from=2030-04-01&to=2030-04-02': Response.json(
      { statusCode: 400, message: 'the range starts after today' },
      { status: 400 },
    ),
  });
  const onRangeChange = vi.fn();
  const { user } = renderWithProviders(
    <NumbersDashboard
      range={{ from: '2030-04-01', to: '2030-04-02' }}
      onRangeChange={onRangeChange}
    />,
  );
  expect(await screen.findByText('the range starts after today')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(onRangeChange).toHaveBeenCalledTimes(1);
});

const figures: CatalogueFigures = {
  range: { from: '2030-03-01', to: '2030-03-10' },
  publishers: [{ id: 'org-north', name: 'North Editions' }],
  publisherId: 'org-north',
  products: [
    {
      productId: 'piece-a',
      title: 'Clair de lune',
      publisherName: 'North Editions',
      plays: 3,
      practiceSeconds: 900,
      practisers: 2,
    },
  ],
};

it('shows a publisher its own products without a choice of imprint', async () => {
  mockApi({ '/catalogue-figures': figures });
  renderWithProviders(<CatalogueFiguresView choice={{}} onChange={vi.fn()} />);
  const row = (await screen.findByRole('link', { name: 'Clair de lune' })).closest('tr');
  expect(row?.textContent).toBe('Clair de lune315 min2');
  expect(screen.queryByLabelText('Imprint')).toBeNull();
});

it('lets an admin choose an imprint', async () => {
  const all: CatalogueFigures = {
    ...figures,
    publishers: [...figures.publishers, { id: 'org-south', name: 'South Press' }],
    publisherId: null,
  };
  mockApi({ '/catalogue-figures': all });
  const onChange = vi.fn();
  const { user } = renderWithProviders(<CatalogueFiguresView choice={{}} onChange={onChange} />);
  await user.selectOptions(await screen.findByLabelText('Imprint'), 'South Press');
  expect(onChange).toHaveBeenCalledWith({ publisherId: 'org-south' });
  expect(screen.getByRole('columnheader', { name: 'Imprint' })).toBeInTheDocument();
});

it('formats rates and durations', () => {
  expect(formatRate(null)).toBe('–');
  expect(formatRate(1 / 3)).toBe('33.3%');
  expect(formatDuration(45)).toBe('45 s');
  expect(formatDuration(900)).toBe('15 min');
  expect(formatDuration(7260)).toBe('2 h 01 min');
});
