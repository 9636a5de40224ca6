import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '../../lib/dialog-store';
import {
  accountsConfig,
  CONFIG_PATH,
  offer,
  resetAccountStores,
} from '../../test/accounts-fixtures';
import { mockApi, requestedPaths } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

describe('the offer landing page', () => {
  it('shows an active offer: title, texts, features, sign-up, explore, video (template A)', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/spring': offer({
        firstText: 'Your teacher unlocked this.',
        secondText: 'Every piece has a recording.',
        signupText: 'Start %s-day free trial',
        secondSignupButton: true,
        offerVideo: { url: '/images/offers/spring/intro.mp4' },
        logoImage: { url: '/images/offers/spring/logo.svg' },
      }),
    });
    const { user } = renderRoute('/spring');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A spring of music' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your teacher unlocked this.')).toBeInTheDocument();
    expect(screen.getByText('Every piece has a recording.')).toBeInTheDocument();
    expect(screen.getByText('Practise at your tempo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spring School' })).toHaveAttribute(
      'src',
      '/images/offers/spring/logo.svg',
    );
    expect(screen.getByRole('link', { name: 'Get 45 days free' })).toHaveAttribute(
      'href',
      '/spring/signup',
    );
    expect(screen.getByRole('link', { name: 'Start 45-day free trial' })).toHaveAttribute(
      'href',
      '/spring/signup',
    );
    expect(screen.getByRole('link', { name: 'Explore as guest' })).toHaveAttribute(
      'href',
      '/spring/home',
    );
    // Not the app header: no search on the offer page.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch the video' }));
    const video = await screen.findByRole('dialog', { name: 'A spring of music' });
    expect(within(video).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(useDialogStore.getState().params.videoUrl).toBe('/images/offers/spring/intro.mp4');
  });

  it('links the pieces it promotes, drawn from the catalogue by the server', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/spring': offer({
        cta: {
          piece: {
            secondaryTexts: ['Erik Satie, Gymnopédie No. 1 (opening)'],
            pieces: [
              { id: 'gymnopedie', title: 'Gymnopédie No. 1 (opening)', composer: 'Erik Satie' },
            ],
          },
        },
      }),
    });
    renderRoute('/spring');
    const pieces = await screen.findByRole('list', { name: 'Pieces to play' });
    expect(
      within(pieces).getByRole('link', { name: 'Erik Satie, Gymnopédie No. 1 (opening)' }),
    ).toHaveAttribute('href', '/pieces/gymnopedie?referralCode=spring');
  });

  it('uses the offer’s button text and hides the explore link when asked', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/trinity-singing': offer({
        code: 'trinity-singing',
        template: 'B',
        buttonText: 'Start your free trial',
        hideExploreLink: true,
      }),
    });
    renderRoute('/trinity-singing');
    expect(await screen.findByRole('link', { name: 'Start your free trial' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Explore as guest' })).not.toBeInTheDocument();
  });

  it('says an inactive offer is over, and offers the default trial', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/summer-school': offer({ code: 'summer-school', status: 'inactive' }),
    });
    renderRoute('/summer-school');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this offer is no longer active' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can still enjoy a free 30-day trial')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/account/subscribe',
    );
  });

  it('handles the placeholder code without asking the server', async () => {
    const fetchMock = mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/placeholder');
    expect(
      await screen.findByRole('heading', { name: 'A free trial, from a partner of Cadenza' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get 30 days free' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock).some((path) => path.startsWith('/offers'))).toBe(false);
  });

  it('shows the not-found page when the offer cannot be loaded', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/offers/code/nothing-here': Response.json(
        { statusCode: 404, message: 'offer not found' },
        { status: 404 },
      ),
    });
    renderRoute('/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page was not found' })).toBeInTheDocument();
  });
});
