import type { AuditPage, ConsoleOffer, Offer } from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  CONFIG_PATH,
  me,
  offer as offerFixture,
  resetAccountStores,
  signInBrowser,
} from '../test/accounts-fixtures';
import { formatLongDate } from '../lib/format-date';
import { mockApi, requestedPaths } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

/** The console's chunks load on first use: the first render of each waits for them. */
const slow = { timeout: 10_000 };

const figures = { redemptions: 4, trialsStarted: 3, trialsEnded: 2, convertedToPaid: 1 };

const springSummary = {
  code: 'spring',
  title: 'Spring into music',
  status: 'active',
  trialLength: 21,
  template: 'A',
  associateName: 'Spring Academy',
  discount: { percentOff: 50, durationMonths: 3 },
  updatedAt: '2026-03-01T10:00:00.000Z',
  figures,
};

const springOffer: ConsoleOffer = {
  definition: {
    code: 'spring',
    status: 'active',
    trialLength: 21,
    template: 'A',
    associateName: 'Spring Academy',
    thirdPartyMarketing: false,
    discount: null,
    content: {
      title: 'Spring into music',
      features: [],
      subscriptionFeeText: null,
      firstText: null,
      secondText: null,
      thirdText: null,
      fourthText: null,
      signupText: null,
      buttonText: 'Get 21 days free',
      colours: {},
      backgroundGradient: null,
      headerBackgroundImage: null,
      titleImage: null,
      offerVideo: null,
      logoImage: null,
      tidoLogoVariant: 'text-logo',
      disableDualLogo: false,
      hideExploreLink: false,
      secondSignupButton: false,
      cta: null,
      pageStyles: {},
    },
  },
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  figures,
};

describe('the operations console', { timeout: 20_000 }, () => {
  it.each(['publisher', 'ordinary'] as const)(
    'tells a %s it is for administrators, and asks nothing of the console API',
    async (role) => {
      signInBrowser();
      const fetchMock = mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ role }) });
      renderRoute('/console/offers');
      expect(
        await screen.findByText('This page is for administrators', {}, slow),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
      expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/console'))).toEqual([]);
    },
  );

  it('asks a visitor to sign in', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/console');
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, slow)).toBeInTheDocument();
  });

  it('opens an admin on the offers, with their figures, and lists its pages', async () => {
    signInBrowser();
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ role: 'admin' }),
      '/console/offers': { items: [springSummary] },
    });
    const { location } = renderRoute('/console');
    const nav = await screen.findByRole('navigation', { name: 'Console' }, slow);
    const pages = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(pages[0]).toBe('Offers');
    expect(pages).toContain('Audit log');
    const row = (await screen.findByRole('link', { name: 'spring' }, slow)).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('50% for 3 months')).toBeInTheDocument();
    expect(cells.getByText('50% (1 of 2 ended trials)')).toBeInTheDocument();
    expect(location().pathname).toBe('/console/offers');
  });

  it('previews an offer with the real landing page, from the served draft', async () => {
    signInBrowser();
    const served: Offer = {
      ...offerFixture(),
      code: 'spring',
      title: 'Spring into music',
      buttonText: 'Get 21 days free',
      trialLength: 21,
    };
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ role: 'admin' }),
      '/console/offers/spring': springOffer,
      'POST /console/offers/preview': served,
    });
    const { user } = renderRoute('/console/offers/spring');
    const preview = await screen.findByTestId('offer-preview', {}, slow);
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Spring into music' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Redemptions').nextSibling).toHaveTextContent('4');
    // The console's own title stays: a preview sets none.
    await waitFor(() => {
      expect(document.title).toBe('Operations console | Cadenza');
    });
    // The welcome page as a visitor signing up today reads it: free until their trial's end.
    await user.click(screen.getByRole('button', { name: 'Welcome' }));
    const trialEnd = formatLongDate(new Date(Date.now() + 21 * 86_400_000));
    expect(
      await within(preview).findByText(
        `Thanks for signing up! Enjoy it for free until ${trialEnd}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the audit log with who, what and the target before and after', async () => {
    signInBrowser();
    const page: AuditPage = {
      items: [
        {
          id: 'a1',
          at: '2026-03-01T10:00:00.000Z',
          actor: { id: '44444444-4444-4444-8444-444444444444', email: 'ada@example.com' },
          action: 'offer.update',
          target: { type: 'offer', id: 'spring' },
          before: { trialLength: 14 },
          after: { trialLength: 21 },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
      actors: [{ id: '44444444-4444-4444-8444-444444444444', email: 'ada@example.com' }],
      actions: ['offer.update'],
    };
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ role: 'admin' }),
      '/console/audit?page=1': page,
      '/console/audit?page=1&action=offer.update': page,
    });
    const { user, location } = renderRoute('/console/audit');
    expect(await screen.findByRole('cell', { name: 'offer spring' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/"trialLength": 14/)).toBeInTheDocument();
    expect(screen.getByText(/"trialLength": 21/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'offer.update');
    expect(location().search).toBe('?action=offer.update');
  });

  it('puts the console on the account page of admins only', async () => {
    signInBrowser();
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ role: 'admin' }) });
    renderRoute('/account');
    expect(await screen.findByRole('link', { name: 'Operations console' }, slow)).toHaveAttribute(
      'href',
      '/console',
    );
  });
});
