import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

// The accounts area's pages, which need the API, are checked in account-routes.test.tsx.
describe('routes of both specifications', () => {
  it.each([
    ['/', 'Learn. Play. Sing.'],
    ['/georestricted', 'Cadenza is not currently available in your country'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/help', 'Help & Support'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/notfound', 'Page was not found'],
    ['/account/print', 'Print'],
    ['/account/create-password/t0k3n', 'Create your password'],
    ['/password-reset/t0k3n', 'Reset password'],
  ])('%s shows the %s page', async (url, heading) => {
    renderRoute(url);
    expect(await findPageHeading(heading)).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('answers an unknown deep path', async () => {
    renderRoute('/no/such/page/here');
    expect(await findPageHeading('Page was not found')).toBeInTheDocument();
    expect(document.title).toBe('Page was not found | Cadenza');
  });

  it('answers an unknown one-segment address, taken for an offer code, under a header', async () => {
    renderRoute('/pricing');
    await findPageHeading('Page was not found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Page was not found',
    );
  });

  it('offers a search of the catalogue and the home page', async () => {
    const { user, location } = renderRoute('/no/such/page/here');
    await findPageHeading('Page was not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    const search = within(screen.getByRole('main')).getByRole('search');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(location().pathname).toBe('/no/such/page/here');
    await user.type(
      within(search).getByRole('searchbox', { name: 'Search the catalogue' }),
      'bach',
    );
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(`${location().pathname}${location().search}`).toBe('/search?q=bach');
    });
  });
});

describe('static segments win over a referral code', () => {
  it.each([
    ['/about', 'About'],
    ['/account/print', 'Print'],
    ['/welcome', 'Welcome to Cadenza'],
  ])('%s is not an offer page', async (url, heading) => {
    renderRoute(url);
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offer' })).not.toBeInTheDocument();
  });
});

describe('layouts', () => {
  it('app pages have the header with search and browse', async () => {
    renderRoute('/account/print');
    await findPageHeading('Print');
    expect(document.title).toBe('Print | Cadenza');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
    expect(within(header).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('the about page uses the dark theme and the landing-style header', async () => {
    renderRoute('/about');
    const heading = await findPageHeading('About');
    expect(heading.closest('.theme-dark')).not.toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the footer links to the info pages', async () => {
    renderRoute('/about');
    await findPageHeading('About');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Help & Support', '/help'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
