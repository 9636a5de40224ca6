import type { Setlist } from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { utcOffsetMinutes } from '../../lib/calendar-day';
import { usePlayerSequence } from '../../lib/player-sequence';
import { sessionActions } from '../../lib/session-store';
import { signInBrowser } from '../../test/accounts-fixtures';
import { mockApi, requestedPaths } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { AddToSetlist } from './components/add-to-setlist';
import { FavouriteButton } from './components/favourite-button';
import { PracticeTimeCard } from './components/practice-time-card';
import { SetlistDetail } from './components/setlist-detail';
import { ADVANCE_DELAY_MS, SetlistSequence } from './components/setlist-sequence';

const SETLIST_ID = '6f1c1d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

const summary = (id: string, title: string) => ({
  id,
  type: 'piece' as const,
  title,
  subtitle: null,
  composer: 'Clara Schumann',
  featuredArtist: null,
  volumeTitle: null,
  difficulty: { piano: 3 },
  coverImage: { url: `/images/products/${id}/cover.svg` },
  videoDuration: null,
  published: true,
});

const setlist = (overrides: Partial<Setlist> = {}): Setlist => ({
  id: SETLIST_ID,
  title: 'Sunday recital',
  pieceCount: 2,
  isShared: true,
  updatedAt: '2030-01-15T09:00:00.000Z',
  isOwner: false,
  pieces: [summary('piece-a', 'Romance'), summary('piece-b', 'Notturno')],
  ...overrides,
});

afterEach(() => {
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
  sessionActions.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Stands in for the player: it says when the piece ends, and whether it was asked to start. */
function FakePlayer() {
  const sequence = usePlayerSequence();
  const { id } = useParams();
  return (
    <div>
      <p>Playing {id}</p>
      <p>{sequence?.startsPlaying ? 'started by the setlist' : 'waiting for Play'}</p>
      <button type="button" onClick={() => sequence?.onPieceEnded()}>
        End the piece
      </button>
    </div>
  );
}

function renderPiecePage(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/pieces/:id" element={<PieceWithSequence />} />
    </Routes>,
    { url },
  );
}

function PieceWithSequence() {
  const { id = '' } = useParams();
  return (
    <SetlistSequence productId={id}>
      <FakePlayer />
    </SetlistSequence>
  );
}

describe('a setlist played in order', () => {
  it('shows where the piece is in the setlist and, at its end, opens the next, which starts by itself', async () => {
    mockApi({ [`/setlists/${SETLIST_ID}`]: setlist() });
    const { user } = renderPiecePage(`/pieces/piece-a?setlist=${SETLIST_ID}`);
    expect(await screen.findByText(/piece 1 of 2/)).toBeInTheDocument();
    expect(screen.getByText('waiting for Play')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End the piece' }));
    expect(screen.getByRole('status')).toHaveTextContent('Next: Notturno, in 3 seconds.');
    await waitFor(
      () => {
        expect(screen.getByText('Playing piece-b')).toBeInTheDocument();
      },
      { timeout: ADVANCE_DELAY_MS + 1000 },
    );
    expect(screen.getByText('started by the setlist')).toBeInTheDocument();
    expect(await screen.findByText(/piece 2 of 2/)).toBeInTheDocument();
    expect(screen.getByText('The last piece of the setlist.')).toBeInTheDocument();
  });

  it('stays on the piece when asked, or when the next is not to follow by itself', async () => {
    mockApi({ [`/setlists/${SETLIST_ID}`]: setlist() });
    const { user } = renderPiecePage(`/pieces/piece-a?setlist=${SETLIST_ID}`);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Play the next piece when this one ends' }),
    );
    await user.click(screen.getByRole('button', { name: 'End the piece' }));
    expect(screen.queryByText(/in 3 seconds/)).not.toBeInTheDocument();
    expect(screen.getByText('Playing piece-a')).toBeInTheDocument();
  });

  it('says so when the setlist of the link cannot be seen', async () => {
    mockApi({
      [`/setlists/${SETLIST_ID}`]: Response.json(
        { statusCode: 404, message: 'setlist not found' },
        { status: 404 },
      ),
    });
    renderPiecePage(`/pieces/piece-a?setlist=${SETLIST_ID}`);
    expect(await screen.findByText('The setlist in this link is not available.')).toBeVisible();
    expect(screen.getByText('Playing piece-a')).toBeInTheDocument();
  });
});

describe('a setlist page', () => {
  it('lets someone it is shared with play it in order, and change nothing', async () => {
    mockApi({ [`/setlists/${SETLIST_ID}`]: setlist() });
    renderWithProviders(<SetlistDetail id={SETLIST_ID} />);
    expect(await screen.findByRole('heading', { name: 'Sunday recital' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play in order' })).toHaveAttribute(
      'href',
      `/pieces/piece-a?setlist=${SETLIST_ID}`,
    );
    expect(screen.getByText(/A setlist shared with you/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('lets its owner move a piece, sending the whole new order', async () => {
    const fetchMock = mockApi({
      [`/setlists/${SETLIST_ID}`]: setlist({ isOwner: true, isShared: false }),
      [`PUT /me/setlists/${SETLIST_ID}`]: setlist({
        isOwner: true,
        isShared: false,
        pieces: [summary('piece-b', 'Notturno'), summary('piece-a', 'Romance')],
      }),
      '/me/setlists?from=0&size=20': { items: [], total: 0, from: 0, size: 20 },
    });
    const { user } = renderWithProviders(<SetlistDetail id={SETLIST_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Move Romance down' }));
    await waitFor(() => {
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Notturno');
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      title: 'Sunday recital',
      productIds: ['piece-b', 'piece-a'],
      isShared: false,
    });
  });

  it('offers the library when the setlist is not there (or no longer shared)', async () => {
    mockApi({
      [`/setlists/${SETLIST_ID}`]: Response.json(
        { statusCode: 404, message: 'setlist not found' },
        { status: 404 },
      ),
    });
    renderWithProviders(<SetlistDetail id={SETLIST_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'This setlist is not available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your setlists' })).toHaveAttribute(
      'href',
      '/library?list=setlists',
    );
  });
});

describe('the favourite button', () => {
  it('shows whether the piece is a favourite and changes it on the server', async () => {
    signInBrowser();
    const fetchMock = mockApi({
      '/me/pieces/piece-a/practice': {
        productId: 'piece-a',
        isFavourite: false,
        settings: null,
        lastPractisedAt: null,
        totalSeconds: 0,
      },
      'PUT /me/favourites/piece-a': new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<FavouriteButton productId="piece-a" />);
    const button = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    });
    await user.click(button);
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-pressed', 'true');
    });
    expect(requestedPaths(fetchMock)).toContain('/me/favourites/piece-a');
  });
});

describe('practice time on the account page', () => {
  // Shown to a signed-in person only (under RequireSignIn); a guest's card asks nothing.
  beforeEach(() => {
    signInBrowser();
  });

  it('charts every day of the range and names the pieces practised most', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `2030-01-${String(index + 1).padStart(2, '0')}`,
      seconds: index === 29 ? 1500 : index === 27 ? 90 : 0,
    }));
    mockApi({
      [`/me/practice/time?days=30&utcOffsetMinutes=${String(utcOffsetMinutes())}`]: {
        days,
        pieces: [{ product: summary('piece-a', 'Romance'), seconds: 1590 }],
        totalSeconds: 1590,
      },
    });
    renderWithProviders(<PracticeTimeCard />);
    expect(await screen.findByTestId('practice-total')).toHaveTextContent(
      '27 min in the last 30 days',
    );
    const chart = screen.getByRole('list', { name: 'Practice time per day' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(30);
    expect(within(chart).getByText('Wednesday 30 January: 25 min')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Pieces practised most' })).getByRole('link', {
        name: 'Romance',
      }),
    ).toHaveAttribute('href', '/pieces/piece-a');
  });

  it('says what will be counted when nothing has been yet', async () => {
    mockApi({
      [`/me/practice/time?days=30&utcOffsetMinutes=${String(utcOffsetMinutes())}`]: {
        days: [],
        pieces: [],
        totalSeconds: 0,
      },
    });
    renderWithProviders(<PracticeTimeCard />);
    expect(
      await screen.findByRole('heading', { name: 'No practice time in these days' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toBeVisible();
  });
});

describe('add to setlist', () => {
  it('adds the piece to a setlist chosen, or to a new one, and closes with Escape', async () => {
    signInBrowser();
    const fetchMock = mockApi({
      '/me/setlists?from=0&size=100': {
        items: [
          {
            id: SETLIST_ID,
            title: 'Sunday recital',
            pieceCount: 2,
            isShared: false,
            updatedAt: '2030-01-15T09:00:00.000Z',
          },
        ],
        total: 1,
        from: 0,
        size: 100,
      },
      [`POST /me/setlists/${SETLIST_ID}/pieces`]: setlist({ isOwner: true }),
      'POST /me/setlists': Response.json(
        setlist({ id: '7f1c1d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', title: 'Warm-ups', isOwner: true }),
        { status: 201 },
      ),
    });
    const { user } = renderWithProviders(<AddToSetlist productId="piece-c" />);
    const toggle = screen.getByRole('button', { name: 'Add to setlist' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Sunday recital (2)' }));
    expect(await screen.findByRole('link', { name: 'Sunday recital' })).toHaveAttribute(
      'href',
      `/setlists/${SETLIST_ID}`,
    );
    await user.type(screen.getByRole('textbox', { name: 'New setlist' }), 'Warm-ups');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    expect(await screen.findByRole('link', { name: 'Warm-ups' })).toBeVisible();
    const created = fetchMock.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/me/setlists'),
    );
    expect(JSON.parse(created?.[1]?.body as string)).toEqual({
      title: 'Warm-ups',
      productIds: ['piece-c'],
    });
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Add to setlist' })).not.toBeInTheDocument();
    // A press outside closes it too.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
