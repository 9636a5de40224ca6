import type { CustomerDetail, CustomerEmailsPage, CustomerSearchPage } from '@cadenza/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  CONFIG_PATH,
  me,
  resetAccountStores,
  signInBrowser,
} from '../test/accounts-fixtures';
import { apiError, mockApi, requestedPaths } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

beforeEach(resetAccountStores);
afterEach(resetAccountStores);

const id = '11111111-1111-4111-8111-111111111111';
const subscriptionId = '22222222-2222-4222-8222-222222222222';
const paymentId = '33333333-3333-4333-8333-333333333333';
const emailId = '44444444-4444-4444-8444-444444444444';
const customerPath = `/console/customers/${id}`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const trial = {
  id: subscriptionId,
  originalTransactionId: 'sub_0123456789abcdef',
  provider: 'stripe',
  status: 'active',
  isTrialPeriod: true,
  planId: 'monthly-us',
  amount: 1299,
  currency: 'USD',
  periodStart: '2026-03-01T10:00:00.000Z',
  periodEnd: '2026-03-31T10:00:00.000Z',
  trialEnd: '2026-03-31T10:00:00.000Z',
  cancellationDate: null,
  offerCode: 'piano-academy',
  discount: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  actions: { extendTrial: true, grantMonths: false, cancelAtPeriodEnd: true, cancelNow: true },
} satisfies CustomerDetail['subscriptions'][number];

function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    customer: {
      id,
      email: 'clara@example.com',
      firstName: 'Clara',
      role: 'ordinary',
      createdAt: '2026-03-01T10:00:00.000Z',
      isFreeTrialAvailable: false,
    },
    subscriptions: [trial],
    transactions: [
      {
        id: paymentId,
        kind: 'charge',
        provider: 'stripe',
        purchaseDate: '2026-03-01T10:00:00.000Z',
        total: 1299,
        currency: 'USD',
        subscriptionId,
        refundOf: null,
        refunded: 0,
        refundable: 1299,
      },
    ],
    cards: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        brand: 'Visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2040,
        isDefault: true,
      },
    ],
    sessions: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        createdAt: '2026-03-01T10:00:00.000Z',
        lastSeenAt: '2026-03-02T10:00:00.000Z',
        expiresAt: '2026-05-30T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const emails: CustomerEmailsPage = {
  items: [
    {
      id: emailId,
      template: 'receipt',
      subject: 'Your Cadenza receipt',
      status: 'sent',
      createdAt: '2026-03-01T10:00:00.000Z',
      sentAt: '2026-03-01T10:00:05.000Z',
      resendRefusal: null,
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      template: 'password-reset',
      subject: 'Reset your password',
      status: 'sent',
      createdAt: '2026-03-01T09:00:00.000Z',
      sentAt: '2026-03-01T09:00:05.000Z',
      resendRefusal: 'this email held a single-use link, so no copy was kept',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

const search: CustomerSearchPage = {
  items: [
    {
      id,
      email: 'clara@example.com',
      firstName: 'Clara',
      role: 'ordinary',
      createdAt: '2026-03-01T10:00:00.000Z',
      subscription: {
        status: 'active',
        isTrialPeriod: true,
        provider: 'stripe',
        cancellationDate: null,
      },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

/** The requests' bodies sent to a path, as JSON. */
function recorder() {
  const bodies: Record<string, unknown>[] = [];
  const record =
    (answer: (body: Record<string, unknown>) => Response) => async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    };
  return { bodies, record };
}

function adminApi(answers: Record<string, unknown>) {
  signInBrowser();
  return mockApi({
    [CONFIG_PATH]: accountsConfig(),
    '/me': me({ role: 'admin' }),
    [customerPath]: detail(),
    [`${customerPath}/emails?page=1`]: emails,
    ...answers,
  });
}

describe('the console’s customers', () => {
  it('finds customers by email or name, the query in the URL, and says when none match', async () => {
    adminApi({
      '/console/customers?page=1': { ...search, items: [], total: 0 },
      '/console/customers?q=clara&page=1': search,
      '/console/customers?q=nobody&page=1': { ...search, items: [], total: 0 },
    });
    const { user, location } = renderRoute('/console/customers');
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or name'), 'clara');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=clara');
    const link = await screen.findByRole('link', { name: 'clara@example.com' });
    expect(link).toHaveAttribute('href', customerPath);
    expect(within(link.closest('tr') as HTMLElement).getByText('free trial')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 customer');

    await user.clear(screen.getByLabelText('Email or name'));
    await user.type(screen.getByLabelText('Email or name'), 'nobody{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No customers match “nobody”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Everyone' })).toHaveAttribute(
      'href',
      '/console/customers',
    );
  });

  it('shows a customer’s subscription, payments, cards (brand, last 4, expiry), sessions and emails', async () => {
    adminApi({});
    renderRoute(customerPath);
    expect(await screen.findByRole('heading', { name: 'clara@example.com' })).toBeInTheDocument();
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    expect(within(subscriptions).getByText('free trial')).toBeInTheDocument();
    expect(within(subscriptions).getByText('US$12.99 a month (Web)')).toBeInTheDocument();
    expect(within(subscriptions).getByText('piano-academy')).toBeInTheDocument();
    expect(within(subscriptions).queryByRole('button', { name: 'Grant free months' })).toBeNull();
    const cards = screen.getByRole('region', { name: 'Cards' });
    expect(within(cards).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(cards).getByText('12 / 40')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sessions' })).getAllByRole('row'),
    ).toHaveLength(2);
    const mail = screen.getByRole('region', { name: 'Emails' });
    expect(await within(mail).findByText('Your Cadenza receipt')).toBeInTheDocument();
    expect(within(mail).getAllByRole('button', { name: 'Send again' })).toHaveLength(1);
    expect(
      within(mail).getByText('This email held a single-use link, so no copy was kept.'),
    ).toBeInTheDocument();
  });

  it('extends a trial after confirming, retries with the same key, and gives focus back', async () => {
    const { bodies, record } = recorder();
    let attempts = 0;
    adminApi({
      [`POST ${customerPath}/subscriptions/${subscriptionId}/extend-trial`]: record(() => {
        attempts += 1;
        if (attempts === 1) return apiError(503, 'the service is busy');
        return Response.json(
          detail({
            subscriptions: [
              {
                ...trial,
                trialEnd: '2026-04-10T10:00:00.000Z',
                periodEnd: '2026-04-10T10:00:00.000Z',
              },
            ],
          }),
        );
      }),
    });
    const { user } = renderRoute(customerPath);
    const open = await screen.findByRole('button', { name: 'Extend trial' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Extend the free trial' });
    const days = within(dialog).getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 1 to 90.',
    );
    expect(bodies).toEqual([]);

    await user.clear(days);
    await user.type(days, '10');
    expect(within(dialog).getByText(/It will end on 10 April 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 10 days' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the service is busy');
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 10 days' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({ idempotencyKey: expect.stringMatching(uuid) as unknown, days: 10 });
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Trial extended: it now ends on 10 April 2026.',
    );
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Extend trial' })).toHaveFocus();
    });

    // Opened again, it is another action with a key of its own.
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Extend by 7 days' }),
    );
    await waitFor(() => {
      expect(bodies).toHaveLength(3);
    });
    expect(bodies[2]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it('refunds part of a payment: checks the amount first, and shows the server’s refusal', async () => {
    const { bodies, record } = recorder();
    adminApi({
      [`POST ${customerPath}/transactions/${paymentId}/refund`]: record(() =>
        apiError(409, 'the card processor refused the refund: Charge has already been refunded.'),
      ),
    });
    const { user } = renderRoute(customerPath);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('12.99');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an amount greater than 0 and at most US$12.99.',
    );
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund US$5.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'the card processor refused the refund',
    );
    expect(bodies).toEqual([
      { idempotencyKey: expect.stringMatching(uuid) as unknown, amount: 500 },
    ]);
    // Cancel closes it, and focus is back on the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
    });
  });

  it('cancels now: the buttons the subscription no longer allows go, focus on its heading', async () => {
    const ended = {
      ...trial,
      status: 'expired',
      isTrialPeriod: false,
      cancellationDate: '2026-03-05T10:00:00.000Z',
      actions: {
        extendTrial: false,
        grantMonths: false,
        cancelAtPeriodEnd: false,
        cancelNow: false,
      },
    } satisfies CustomerDetail['subscriptions'][number];
    const fetchMock = adminApi({
      [`POST ${customerPath}/subscriptions/${subscriptionId}/cancel`]: detail({
        subscriptions: [ended],
      }),
    });
    const { user } = renderRoute(customerPath);
    await user.click(await screen.findByRole('button', { name: 'Cancel now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the subscription now' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel now' }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Subscriptions' })).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Cancel now' })).toBeNull();
    expect(screen.getByText('ended')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Subscription ended.');
    expect(requestedPaths(fetchMock)).toContain(
      `${customerPath}/subscriptions/${subscriptionId}/cancel`,
    );
  });

  it('tells anyone but an admin the console is not for them', async () => {
    signInBrowser();
    const fetchMock = mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ role: 'publisher' }),
    });
    renderRoute(customerPath);
    expect(await screen.findByText('This page is for administrators')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/console'))).toEqual([]);
  });
});
