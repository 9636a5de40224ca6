import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportedDesktop, renderRoute } from '../../test/render-route';
import { apiError, mockApi } from '../../test/mock-api';
import { appConfig, summary } from '../../test/catalogue-fixtures';
import { starFills } from './components/rating-stars';

const offer = (trialLength: number, status: 'active' | 'inactive' = 'active') => ({
  code: 'spring',
  status,
  trialLength,
  template: 'A',
  thirdPartyMarketing: false,
  associateName: null,
  discount: null,
  version: 1,
  error: null,
  title: 'Spring offer',
});

// The page loads its data as a chunk of its own after the first paint; the runner's first
// transform of that chunk (seconds on a busy machine) is done here, not inside a test's wait.
beforeAll(async () => {
  await import('./api/landing-api');
});

describe('landing page', () => {
  it('offers a 30-day trial by default, at the local monthly price', async () => {
    mockApi({ '/config': appConfig() });
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn. Play. Sing.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start 30-day free trial' })).toHaveAttribute(
      'href',
      '/account/subscribe',
    );
    expect(screen.getByRole('link', { name: 'Join free for 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore as a guest' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(await screen.findByText(/then £9\.99 per month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
  });

  it('uses the offer’s trial length and keeps the referral code on its links', async () => {
    mockApi({ '/config': appConfig(), '/offers/code/spring': offer(60) });
    renderRoute('/?referralCode=spring');
    const trialLink = await screen.findByRole('link', { name: 'Start 60-day free trial' });
    expect(trialLink).toHaveAttribute('href', '/spring/signup?referralCode=spring');
    expect(screen.getByRole('link', { name: 'Join free for 60 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore as a guest' })).toHaveAttribute(
      'href',
      '/home?referralCode=spring',
    );
  });

  it('keeps 30 days when the offer is inactive or unknown', async () => {
    mockApi({
      '/offers/code/spring': offer(90, 'inactive'),
      '/offers/code/gone': apiError(404, 'offer not found'),
    });
    renderRoute('/?referralCode=spring');
    expect(
      await screen.findByRole('link', { name: 'Start 30-day free trial' }),
    ).toBeInTheDocument();
  });

  it('counts the live catalogue’s scores and shows a real piece of it by its own opening bars', async () => {
    mockApi({
      '/config': appConfig(),
      '/catalogue/overview': {
        counts: { scores: 3727, volumes: 264, performances: 412, videos: 900, readings: 700 },
        samplePiece: summary({
          id: 'minuet',
          type: 'piece',
          title: 'Minuet in G major, BWV Anh. 114 (first part)',
          composer: 'Christian Petzold',
        }),
      },
    });
    renderRoute('/');
    expect(
      await screen.findByText(
        '3,700+ classical, jazz and educational piano and vocal scores, with professional recordings and accompaniments synced to the music.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/6000/)).not.toBeInTheDocument();
    const sample = screen.getByTestId('sample-score');
    expect(
      within(sample).getByRole('link', { name: 'Minuet in G major, BWV Anh. 114 (first part)' }),
    ).toHaveAttribute('href', '/pieces/minuet');
    expect(within(sample).getByText('Christian Petzold')).toBeInTheDocument();
    expect(within(sample).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost:3000/api/products/minuet/opening.svg',
    );
  });

  it('names no count and no piece while the catalogue is unknown', async () => {
    mockApi({ '/config': appConfig() });
    renderRoute('/');
    expect(
      await screen.findByText(/^Classical, jazz and educational piano and vocal scores, with/),
    ).toBeInTheDocument();
    // The frame keeps its place while the catalogue is asked, and goes when it has nothing.
    await waitFor(() => {
      expect(screen.queryByTestId('sample-score')).not.toBeInTheDocument();
    });
  });

  it('shows no empty sample frame when the catalogue has no piece to show', async () => {
    mockApi({
      '/config': appConfig(),
      '/catalogue/overview': {
        counts: { scores: 0, volumes: 0, performances: 0, videos: 0, readings: 0 },
        samplePiece: null,
      },
    });
    renderRoute('/');
    await screen.findByText(/^Classical, jazz and educational piano and vocal scores, with/);
    await waitFor(() => {
      expect(screen.queryByTestId('sample-score')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('fills the stars as far as the rating goes: 4.2 is four stars and a fifth', async () => {
    renderRoute('/');
    const stars = await screen.findByRole('img', { name: 'Rated 4.2 out of 5' });
    const filled = [...stars.querySelectorAll<HTMLElement>('[data-fill] > span:last-child')].map(
      (star) => star.style.width,
    );
    expect(filled).toEqual(['100%', '100%', '100%', '100%', '20%']);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0.5)).toEqual([0.5, 0, 0, 0, 0]);
    expect(starFills(3.75)).toEqual([1, 1, 1, 0.75, 0]);
  });

  it('shows the sections of the spec', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const features = screen.getByRole('region', { name: 'Innovative tools & features' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    expect(within(features).getByText('… and much more!')).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'What our members say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(8);
    expect(
      within(testimonials).getByText('Rated 4.2 out of 5 on the App Store'),
    ).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Explore by tag' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'piano',
      'vocal',
      'classical',
      'Jazz',
      'popular',
      'educational',
      'sheet music',
      'pro recordings',
      'elementary',
      'intermediate',
      'advanced',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Not ready to start a trial?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore as guest' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'In partnership with leading music publishers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Supported devices and browsers' }),
    ).toBeInTheDocument();
  });

  it('hides sign-in and trial links from an unsupported browser and says why', async () => {
    renderRoute('/', {
      device: { ...supportedDesktop, isBrowserSupported: false, isSupported: false },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /free trial|Join free/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Cadenza is not currently supported in this browser. Open or download Chrome, Firefox or Safari.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a signed-in visitor on a supported browser home, and shows Account elsewhere', async () => {
    document.cookie = 'isAuthenticated=true; path=/';
    const { location } = renderRoute('/?referralCode=spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(location().search).toBe('?referralCode=spring');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account?referralCode=spring',
    );
  });
});

describe('geo-restricted page', () => {
  it('shows the landing sections under the restriction notice, without signup copy', async () => {
    renderRoute('/georestricted');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cadenza is not currently available in your country',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Innovative tools & features' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /free trial|Join free/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Try it free/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Not ready to start a trial?' }),
    ).not.toBeInTheDocument();
  });
});
