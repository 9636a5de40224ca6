import type { StudioProduct } from '@cadenza/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioProductEditor } from './studio-product-editor';

const piece = (description: string | null): StudioProduct => ({
  id: 'piece-1',
  type: 'piece',
  title: 'Evening Song',
  description,
  published: false,
  publisher: 'Alder Press',
  people: [],
  genres: [],
  difficulty: { piano: 3, vocal: null },
  placements: [],
  suggestedDifficulty: { method: 'm', piano: null, vocal: null, reason: 'no score' },
  uploadedCover: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

/** The editor of this product, and the bodies its saves send. */
function renderEditor(product: StudioProduct) {
  const saved: { description?: string | null }[] = [];
  mockApi({
    'PATCH /studio/products/piece-1': async (request: Request) => {
      const body = (await request.json()) as { description?: string | null };
      saved.push(body);
      return Response.json({ ...product, description: body.description ?? null });
    },
  });
  return { ...renderWithProviders(<StudioProductEditor product={product} />), saved };
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });

describe('the studio edit form’s description', () => {
  it('shows the stored paragraphs as text and saves paragraphs as <p>', async () => {
    const { user, saved } = renderEditor(
      piece('<p>First, softly.</p><p>Then louder &amp; faster.</p>'),
    );
    expect(field().value).toBe('First, softly.\n\nThen louder & faster.');
    expect(field().value).not.toContain('<p>');
    expect(screen.queryByText(/formatting this field cannot show/)).not.toBeInTheDocument();

    await user.click(field());
    await user.keyboard('{Control>}{End}{/Control}{Enter}{Enter}Ends <quietly>.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(saved.at(-1)?.description).toBe(
        '<p>First, softly.</p><p>Then louder &amp; faster.</p><p>Ends &lt;quietly&gt;.</p>',
      );
    });
  });

  it('keeps formatting it cannot show while the text is unchanged, and warns once it is changed', async () => {
    const stored = '<p>A <em>lively</em> set, after <a href="https://imslp.org">IMSLP</a>.</p>';
    const { user, saved } = renderEditor(piece(stored));
    expect(field().value).toBe('A lively set, after IMSLP.');
    expect(screen.getByText(/It is kept as it is unless you change the text/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(saved[0]?.description).toBe(stored);

    await user.type(field(), ' Revised.');
    expect(screen.getByText(/saving keeps its text, paragraphs and line breaks/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo the changes to the description' }));
    expect(field().value).toBe('A lively set, after IMSLP.');
    expect(screen.getByText(/It is kept as it is unless you change the text/)).toBeVisible();

    await user.type(field(), ' Revised.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    expect(saved[1]?.description).toBe('<p>A lively set, after IMSLP. Revised.</p>');
  });
});
