import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../test/catalogue-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute, supportedDesktop } from '../../test/render-route';

const oldChrome = { ...supportedDesktop, isBrowserSupported: false, isSupported: false };
const phone = { ...supportedDesktop, isMobile: true, isSupported: false };
const ipad = { ...supportedDesktop, isIpad: true, isTablet: true, isSupported: false };

describe('unsupported devices and browsers', () => {
  it('sends an old browser from an app page to the notice, with the feature table', async () => {
    mockApi({
      '/catalogue/overview': {
        counts: { scores: 3727, volumes: 264, performances: 412, videos: 900, readings: 700 },
        samplePiece: null,
      },
    });
    const { location } = renderRoute('/home', { device: oldChrome });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cadenza is not currently supported in this browser. Open or download Chrome, Firefox or Safari.',
      }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/unsupported');
    const table = screen.getByRole('table', { name: 'Features on desktop and iPad' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      await screen.findByText(
        'Get access to 3,700+ piano and vocal scores ... and much more on your desktop browser, or download the iPad app',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Chrome' })).toBeInTheDocument();
  });

  it('tells a phone that only desktop browsers and the iPad app work, naming the product asked for', async () => {
    mockApi({ '/products/p1': product({ id: 'p1', type: 'piece', title: 'Clair de lune' }) });
    renderRoute('/pieces/p1', { device: phone });
    expect(
      await screen.findByRole('heading', {
        name: 'Cadenza is available only via desktop browser or iPad app.',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Get access to Clair de lune ... and much more on your desktop browser, or download the iPad app',
      ),
    ).toBeInTheDocument();
  });

  it('points an iPad to the app, or back to it when it came from the app', async () => {
    renderRoute('/search', { device: ipad });
    expect(
      await screen.findByRole('heading', {
        name: 'Download our iPad app to use Cadenza on your iPad.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  });

  it('keeps the iOS app’s source on the way to the notice', async () => {
    const { location } = renderRoute('/volumes/v1?source=ios', { device: ipad });
    expect(
      await screen.findByRole('heading', { name: 'Go back to the app to continue using Cadenza' }),
    ).toBeInTheDocument();
    expect(location().search).toBe('?source=ios');
  });

  it('still shows the landing and info pages, the about page counting the live catalogue', async () => {
    mockApi({
      '/catalogue/overview': {
        counts: { scores: 264, volumes: 12, performances: 40, videos: 80, readings: 30 },
        samplePiece: null,
      },
    });
    renderRoute('/about', { device: phone });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(
      await screen.findByText(/practise from 260\+ classical, jazz and educational scores/),
    ).toBeInTheDocument();
  });
});
