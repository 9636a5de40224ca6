import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  card,
  CONFIG_PATH,
  me,
  resetAccountStores,
  signInBrowser,
  subscription,
  transaction,
} from '../../test/accounts-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const cancelledOn = new Date(2026, 2, 1).toISOString();

beforeEach(() => {
  resetAccountStores();
  signInBrowser();
});
afterEach(resetAccountStores);

describe('the account page', () => {
  it('greets by time of day and first name, says who is signed in, and lists the pages', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me() });
    renderRoute('/account');
    expect(await screen.findByText(/^Good (morning|afternoon|evening), Ada$/)).toBeInTheDocument();
    expect(screen.getByText('You are signed in as ada@example.com')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subscription', 'Purchase history', 'Payment methods']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each([
    ['payments are off', accountsConfig({ payments: false }), me()],
    ['the user is a multi-session basic user', accountsConfig(), me({ maxConcurrentSessions: 5 })],
  ])('lists no billing pages when %s', async (_case, config, user) => {
    mockApi({ [CONFIG_PATH]: config, '/me': user });
    renderRoute('/account');
    expect(await screen.findByText('You are signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out to the offer page of the referral code', async () => {
    let signedOut = false;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      'DELETE /sessions': () => {
        signedOut = true;
        return new Response(null, { status: 204 });
      },
      '/offers/code/spring': new Response(null, { status: 404 }),
    });
    const { user, location } = renderRoute('/account?referralCode=spring');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/spring');
    });
    expect(signedOut).toBe(true);
  });
});

describe('the subscription page', () => {
  async function showSubscription(user: ReturnType<typeof me>, config = accountsConfig()) {
    mockApi({ [CONFIG_PATH]: config, '/me': user });
    renderRoute('/account/subscription');
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
  }

  it('shows a trial with its expiry and the cancel action', async () => {
    await showSubscription(me({ subscriptions: [subscription({ isTrialPeriod: true })] }));
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(panel).toHaveTextContent('Status: free trial');
    expect(within(panel).getByText('Expires on 9 April 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: /Resubscribe|Start your/ }),
    ).not.toBeInTheDocument();
  });

  it("shows 'SUBSCRIPTION CANCELLED' for a cancelled one that has not run out, and no cancel", async () => {
    await showSubscription(
      me({ subscriptions: [subscription({ cancellationDate: cancelledOn })] }),
    );
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(within(panel).getByText('SUBSCRIPTION CANCELLED')).toBeInTheDocument();
    expect(within(panel).getByText('Expires on 9 April 2026')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells an Apple subscriber to cancel through Apple', async () => {
    await showSubscription(me({ subscriptions: [subscription({ provider: 'apple' })] }));
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(panel).toHaveTextContent(
      'This subscription was bought through Apple. Please cancel it through your Apple account.',
    );
    expect(within(panel).getByText('Renews 9 April 2026')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a lapsed subscriber to resubscribe at the monthly price', async () => {
    await showSubscription(me({ subscriptions: [subscription({ status: 'expired' })] }));
    expect(screen.getByText('Expired on 9 April 2026')).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Resubscribe to Cadenza' });
    expect(offer).toHaveTextContent('£9.99 per month');
    expect(offer).toHaveTextContent('Subscription will automatically renew monthly');
  });

  it('offers a new subscription to a user who never had one', async () => {
    await showSubscription(me({ subscriptions: [] }));
    expect(
      screen.getByRole('region', { name: 'Start your Cadenza subscription now' }),
    ).toBeInTheDocument();
  });

  it('shows the role of an active publisher', async () => {
    await showSubscription(me({ role: 'publisher' }));
    expect(screen.getByRole('region', { name: 'Your subscription' })).toHaveTextContent(
      'Status: publisher',
    );
  });

  it('never prompts an admin to resubscribe', async () => {
    await showSubscription(
      me({ role: 'admin', subscriptions: [subscription({ status: 'expired' })] }),
    );
    expect(screen.getByRole('region', { name: 'Your subscription' })).toHaveTextContent(
      'Status: expired',
    );
    expect(
      screen.queryByRole('region', { name: 'Resubscribe to Cadenza' }),
    ).not.toBeInTheDocument();
  });

  it('is an empty content area for a multi-session basic user', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ maxConcurrentSessions: 2 }) });
    renderRoute('/account/subscription');
    await waitFor(() => {
      expect(screen.getByRole('main')).toBeEmptyDOMElement();
    });
  });

  it('cancels through both dialogs and lands on the subscription page', async () => {
    let cancelled = false;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': () =>
        Response.json(
          me({
            subscriptions: [subscription({ cancellationDate: cancelled ? cancelledOn : null })],
          }),
        ),
      'DELETE /subscriptions/sub_1': () => {
        cancelled = true;
        return Response.json(subscription({ cancellationDate: cancelledOn }));
      },
    });
    const { user, location } = renderRoute('/account/subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    const done = await screen.findByRole('dialog', { name: 'Subscription cancelled' });
    expect(done).toHaveTextContent('Your subscription will end on 9 April 2026.');
    await user.click(within(done).getByRole('button', { name: 'Dismiss' }));
    expect(location().pathname).toBe('/account/subscription');
    expect(await screen.findByText('SUBSCRIPTION CANCELLED')).toBeInTheDocument();
  });
});

describe('purchase history', () => {
  it('says so when there is nothing', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ transactions: [] }) });
    renderRoute('/account/purchase');
    expect(await screen.findByText('You haven’t bought anything yet!')).toBeInTheDocument();
  });

  it('labels and prices each transaction', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({
        transactions: [
          transaction({ isTrialPeriod: true, total: 0 }),
          transaction({ id: '22222222-2222-4222-8222-222222222223' }),
          transaction({ id: '22222222-2222-4222-8222-222222222224', provider: 'apple' }),
          transaction({ id: '22222222-2222-4222-8222-222222222225', provider: 'cadenza' }),
        ],
      }),
    });
    renderRoute('/account/purchase');
    await screen.findByRole('table');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Trial9 February 2026Free',
      'Subscription (Web)9 February 2026£9.99',
      'Subscription (iOS)9 February 2026How are subscriptions charged?',
      'Subscription9 February 2026How are subscriptions charged?',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'How are subscriptions charged?' })[0],
    ).toHaveAttribute('href', '/help#subscription-charges');
  });
});

describe('payment methods', () => {
  it('says so when there are none, with a way to add one', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me(), '/me/cards': [] });
    renderRoute('/account/payment');
    expect(
      await screen.findByText('You have not added any payment methods yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add a new payment method' })).toHaveAttribute(
      'href',
      '/account/card',
    );
  });

  it('lists each card with its expiry, linking to its details', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      '/me/cards': [
        card(),
        card({
          id: '33333333-3333-4333-8333-333333333334',
          brand: 'MasterCard',
          last4: '4444',
          expiryMonth: 1,
          expiryYear: 2020,
          isDefault: false,
        }),
      ],
    });
    renderRoute('/account/payment');
    const visa = await screen.findByRole('link', { name: /Visa •••• 4242/ });
    expect(visa).toHaveTextContent('Visa •••• 4242 (default)Expires 12 / 34');
    expect(visa).toHaveAttribute('href', '/account/payment/33333333-3333-4333-8333-333333333333');
    expect(screen.getByRole('link', { name: /MasterCard/ })).toHaveTextContent('Expired 01 / 20');
  });
});
