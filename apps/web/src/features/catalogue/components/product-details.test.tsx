import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductDetails } from './product-details';

describe('ProductDetails', () => {
  it('credits an imported piece’s source and licence', () => {
    render(
      <ProductDetails
        product={product({
          id: 'p1',
          type: 'piece',
          title: 'Morning',
          source: 'https://musescore.com/openscore-lieder-corpus/scores/1',
          licence: 'CC0 1.0',
        })}
      />,
    );
    expect(screen.getByText('Source').nextSibling?.textContent).toBe(
      'https://musescore.com/openscore-lieder-corpus/scores/1',
    );
    expect(screen.getByText('Licence').nextSibling?.textContent).toBe('CC0 1.0');
  });

  it('says nothing of them when the piece has none', () => {
    render(<ProductDetails product={product({ id: 'p2', type: 'piece', title: 'Evening' })} />);
    expect(screen.queryByText('Source')).toBeNull();
    expect(screen.queryByText('Licence')).toBeNull();
  });

  it('lists its genres, each a search for it', () => {
    renderWithProviders(
      <ProductDetails
        product={product({
          id: 'p3',
          type: 'piece',
          title: 'Barcarolle',
          genres: ['art song', 'romantic'],
        })}
      />,
    );
    expect(screen.getByText('Genres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'art song' })).toHaveAttribute(
      'href',
      '/search?q=art+song',
    );
    expect(screen.getByRole('link', { name: 'romantic' })).toHaveAttribute(
      'href',
      '/search?q=romantic',
    );
  });

  it('names a single genre in the singular', () => {
    renderWithProviders(
      <ProductDetails
        product={product({ id: 'p4', type: 'piece', title: 'Blues', genres: ['jazz'] })}
      />,
    );
    expect(screen.getByText('Genre')).toBeInTheDocument();
    expect(screen.queryByText('Genres')).toBeNull();
  });
});
