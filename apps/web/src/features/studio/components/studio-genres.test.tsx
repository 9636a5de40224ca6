import type { StudioProduct } from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioProductEditor } from './studio-product-editor';

const volume: StudioProduct = {
  id: 'vol-1',
  type: 'volume',
  title: 'Garden Songs',
  description: null,
  published: false,
  publisher: 'Alder Press',
  people: [],
  genres: ['art song'],
  difficulty: { piano: null, vocal: null },
  placements: [],
  suggestedDifficulty: { method: 'm', piano: null, vocal: null, reason: 'no score' },
  uploadedCover: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('the studio edit form’s genres', () => {
  it('adds tags normalised (suggested from those in use), removes them, and saves the list', async () => {
    let saved: unknown;
    const fetchMock = mockApi({
      '/studio/genres?q=ro': {
        items: [
          { name: 'romantic', products: 12 },
          { name: 'art song', products: 30 },
        ],
      },
      'PATCH /studio/products/vol-1': async (request: Request) => {
        saved = await request.json();
        return Response.json({ ...volume, genres: ['romantic', 'lied'] });
      },
    });
    const { user } = renderWithProviders(<StudioProductEditor product={volume} />);
    const list = () => screen.getByRole('list', { name: 'Genres of this product' });
    expect(within(list()).getByText('art song')).toBeInTheDocument();

    const input = screen.getByLabelText('Add a genre');
    await user.type(input, 'Ro');
    // The tags in use are offered by the browser's own list (those already on it left out).
    await waitFor(() => {
      expect(
        [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value')),
      ).toEqual(['romantic']);
    });
    await user.type(input, 'mantic{Enter}');
    expect(within(list()).getByText('romantic')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.type(input, '  Lied  {Enter}');
    expect(within(list()).getByText('lied')).toBeInTheDocument();
    await user.type(input, 'rock/pop{Enter}');
    expect(screen.getByText(/^'rock\/pop' has characters a genre tag cannot hold/)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);

    await user.click(screen.getByRole('button', { name: 'Remove the genre art song' }));
    expect(within(list()).queryByText('art song')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(saved).toMatchObject({ genres: ['romantic', 'lied'] });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Search and the catalogue show the change now.',
    );
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows the server’s refusal of the list', async () => {
    mockApi({
      'PATCH /studio/products/vol-1': Response.json(
        {
          statusCode: 400,
          message: 'a product has at most 10 genre tags',
          errors: [{ field: 'genres', message: 'a product has at most 10 genre tags' }],
        },
        { status: 400 },
      ),
    });
    const { user } = renderWithProviders(<StudioProductEditor product={volume} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('a product has at most 10 genre tags')).not.toHaveLength(0);
    expect(screen.getByLabelText('Add a genre')).toHaveAttribute('aria-invalid', 'true');
  });
});
