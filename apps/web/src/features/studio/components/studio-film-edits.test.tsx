import type {
  StudioFilms as StudioFilmsAnswer,
  StudioProduct,
  StudioRecordingSync,
} from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioFilms } from './studio-films';

const performance: StudioProduct = {
  id: 'perf-1',
  type: 'performance',
  title: 'Quiet harbour',
  description: null,
  published: true,
  publisher: 'Alder Editions',
  people: [],
  genres: [],
  difficulty: { piano: null, vocal: null },
  placements: [],
  suggestedDifficulty: { method: '', piano: null, vocal: null, reason: null },
  uploadedCover: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const filmsPath = '/studio/products/perf-1/films';
const twoFilms: StudioFilmsAnswer = {
  angles: ['top', 'left', 'right'],
  hasScore: true,
  films: [
    { angle: 'top', durationMs: 9_400, isUploaded: true, syncPoints: 3 },
    { angle: 'left', durationMs: 9_400, isUploaded: false, syncPoints: 0 },
  ],
  jobs: [],
};
const leftOnly: StudioFilmsAnswer = { ...twoFilms, films: twoFilms.films.slice(1) };
const topSync: StudioRecordingSync = {
  durationMs: 9_400,
  scoreEndQuarters: 16,
  syncMap: {
    points: [
      [300, 0],
      [2_500, 4],
      [9_100, 16],
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function topCamera() {
  const top = (await screen.findByRole('heading', { name: 'Top camera' })).parentElement;
  if (!top) throw new Error('no top camera');
  return top;
}

describe('removing a film and correcting its sync in the studio', () => {
  it('removes an uploaded film once confirmed, and puts focus on its camera', async () => {
    const fetchMock = mockApi({
      [filmsPath]: twoFilms,
      [`${filmsPath}/top/sync`]: { film: topSync },
      [`${filmsPath}/top/audio.m4a`]: new Response(new Uint8Array(8)),
      [`DELETE ${filmsPath}/top`]: leftOnly,
    });
    const { user } = renderWithProviders(<StudioFilms product={performance} />);
    const top = await topCamera();
    // Only an uploaded film can be removed: the left one was made from the score.
    expect(screen.getAllByRole('button', { name: /^Remove this film/ })).toHaveLength(1);
    const remove = within(top).getByRole('button', { name: 'Remove this film (Top camera)' });

    // Cancelled: nothing is sent, and focus goes back to the button.
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the top camera film?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(remove).toHaveFocus();
    });
    expect(requestedPaths(fetchMock).filter((path) => path === `${filmsPath}/top`)).toEqual([]);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the film' }),
    );
    expect(await screen.findByText('Top camera: the film is removed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Top camera' })).toHaveFocus();
    });
    expect(within(top).getByText('No film yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove this film/ })).not.toBeInTheDocument();
    expect(within(top).queryByRole('slider')).not.toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog and keeps the film", async () => {
    mockApi({
      [filmsPath]: twoFilms,
      [`${filmsPath}/top/sync`]: { film: topSync },
      [`${filmsPath}/top/audio.m4a`]: new Response(new Uint8Array(8)),
      [`DELETE ${filmsPath}/top`]: apiError(404, 'this product has no uploaded top film'),
    });
    const { user } = renderWithProviders(<StudioFilms product={performance} />);
    const top = await topCamera();
    await user.click(within(top).getByRole('button', { name: 'Remove this film (Top camera)' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the film' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'this product has no uploaded top film',
    );
    expect(within(top).getByText('0:09 · uploaded · synced to the score (3 points)')).toBeVisible();
  });

  it("corrects an uploaded film's sync in the sync editor, with the film's own sound", async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      [filmsPath]: twoFilms,
      [`${filmsPath}/top/sync`]: { film: topSync },
      [`${filmsPath}/top/audio.m4a`]: new Response(new Uint8Array(8)),
      [`PUT ${filmsPath}/top/sync`]: async (request: Request) => {
        sent = await request.json();
        return Response.json({ ...topSync, syncMap: (sent as { syncMap: unknown }).syncMap });
      },
    });
    const { user } = renderWithProviders(<StudioFilms product={performance} />);
    const top = await topCamera();
    const marker = await within(top).findByRole('slider', { name: 'Point 2 at 0:02.5' });
    marker.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(marker).toHaveAttribute('aria-valuenow', '2600');
    await user.click(within(top).getByRole('button', { name: 'Save the sync' }));
    expect(await within(top).findByText('Saved: the film plays with this sync now.')).toBeVisible();
    expect(sent).toEqual({
      syncMap: {
        points: [
          [300, 0],
          [2_600, 4],
          [9_100, 16],
        ],
      },
    });
    // A film made from the score has no sync of its own to correct.
    expect(requestedPaths(fetchMock)).not.toContain(`${filmsPath}/left/sync`);
  });
});
