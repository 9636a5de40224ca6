import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test/catalogue-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReadingViewer } from './reading-viewer';

const reading = product({
  id: 'r1',
  type: 'readingNavigated',
  title: 'Piano handbook',
  package: { url: '/products/r1/package' },
  previewPackage: { url: '/products/r1/preview-package' },
});

describe('the reading viewer', () => {
  it('opens another page of the reading from a link on the page, and keeps other links as links', async () => {
    mockApi({
      '/products/r1/package': {
        kind: 'reading',
        productId: 'r1',
        isPreview: false,
        files: {
          'page-1.html': {
            data: '<h2>Posture</h2><p>Then read <a href="page-2.html">on breathing</a> or <a href="https://example.org/">elsewhere</a>, not <a href="secret.html">this</a>.</p>',
          },
          'page-2.html': { data: '<h2>Breathing</h2><p>Breathe low and quietly.</p>' },
        },
        navigation: [
          { title: 'Posture', href: 'page-1.html' },
          { title: 'Breathing', href: 'page-2.html' },
        ],
        fullPageCount: 2,
      },
    });
    const { user } = renderWithProviders(<ReadingViewer product={reading} isPermitted />);
    expect(await screen.findByRole('heading', { name: 'Posture' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute(
      'href',
      'https://example.org/',
    );
    // Not one of the reading's pages: its text stays, without an address.
    expect(screen.getByText('this').closest('a')).not.toHaveAttribute('href');
    await user.click(screen.getByRole('link', { name: 'on breathing' }));
    expect(await screen.findByRole('heading', { name: 'Breathing' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Posture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Breathing/ })).toBeVisible();
  });
});
