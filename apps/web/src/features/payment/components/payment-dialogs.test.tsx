import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialogActions } from '../../../lib/dialog-store';
import {
  accountsConfig,
  card,
  CONFIG_PATH,
  me,
  offer,
  resetAccountStores,
  signInBrowser,
} from '../../../test/accounts-fixtures';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const tokenAnswer = {
  id: 'tok_sandbox123',
  card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034, country: 'GB' },
};

beforeEach(() => {
  resetAccountStores();
  signInBrowser();
});
afterEach(resetAccountStores);

async function openPaymentDialog(isTrial: boolean) {
  const view = renderRoute('/account/print');
  await screen.findByRole('heading', { level: 1, name: 'Print' });
  act(() => {
    dialogActions.open('purchase-summary', { closable: true, isTrial });
  });
  // The dialog is a lazy chunk: its first load may take a while on a busy machine.
  const summary = await screen.findByRole(
    'dialog',
    { name: 'Purchase summary' },
    { timeout: 10_000 },
  );
  expect(summary).toHaveTextContent('Please review your chosen purchases');
  expect(await within(summary).findByText('£9.99 per month')).toBeInTheDocument();
  expect(summary).toHaveTextContent('Subscription will automatically renew monthly');
  await view.user.click(within(summary).getByRole('button', { name: 'Continue' }));
  const payment = await screen.findByRole('dialog', { name: 'Payment' });
  return { ...view, payment };
}

async function payThroughDialogs(isTrial: boolean) {
  const view = await openPaymentDialog(isTrial);
  const { user, payment } = view;
  await user.type(within(payment).getByLabelText('Card number'), '4000008260000000');
  await user.type(within(payment).getByLabelText('Expiry date'), '1234');
  await user.type(within(payment).getByLabelText('CVC'), '123');
  await user.type(within(payment).getByLabelText('Postcode'), 'N1 1AA');
  await user.type(within(payment).getByLabelText('Address line 1'), '1 Scale Street');
  await user.type(within(payment).getByLabelText('City'), 'London');
  await user.selectOptions(within(payment).getByLabelText('Country'), 'GB');
  return view;
}

describe('the payment dialogs with an offer', () => {
  it('show the offer’s discount in the summary, and charge its price today', async () => {
    let subscribed: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      '/offers/code/spring': offer({ discount: { percentOff: 50, durationMonths: 3 } }),
      'POST /subscriptions': async (request: Request) => {
        subscribed = await request.json();
        return Response.json({}, { status: 201 });
      },
    });
    const view = renderRoute('/account/print?referralCode=spring');
    await screen.findByRole('heading', { level: 1, name: 'Print' });
    act(() => {
      dialogActions.open('purchase-summary', { closable: true, isTrial: false });
    });
    const summary = await screen.findByRole(
      'dialog',
      { name: 'Purchase summary' },
      { timeout: 10_000 },
    );
    const lines = await within(summary).findAllByRole('term');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Cadenza monthly subscription',
      'Offer: 50% off your first 3 months',
    ]);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual(['£9.99 per month', '£5.00 per month']);
    expect(summary).toHaveTextContent('£5.00 a month for your first 3 months, then £9.99 a month.');
    await view.user.click(within(summary).getByRole('button', { name: 'Continue' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(payment).toHaveTextContent(
      'Then £5.00 a month to the end of your first 3 months, then £9.99 a month.',
    );
    await view.user.click(within(payment).getByRole('button', { name: 'Pay £5.00' }));
    await screen.findByRole('dialog', { name: 'Payment complete' });
    expect(subscribed).toEqual({
      provider: 'stripe',
      cardId: card().id,
      planId: 'plan_monthly',
      referralCode: 'spring',
    });
  });

  it('show the full price alone when the offer has no discount', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      '/offers/code/spring': offer({ discount: null }),
    });
    renderRoute('/account/print?referralCode=spring');
    await screen.findByRole('heading', { level: 1, name: 'Print' });
    act(() => {
      dialogActions.open('purchase-summary', { closable: true, isTrial: true });
    });
    const summary = await screen.findByRole(
      'dialog',
      { name: 'Purchase summary' },
      { timeout: 10_000 },
    );
    expect(await within(summary).findByText('£9.99 per month')).toBeInTheDocument();
    expect(within(summary).getAllByRole('term')).toHaveLength(1);
    expect(summary).not.toHaveTextContent('Offer:');
  });
});

describe('the payment dialogs', () => {
  it('subscribe: summary, payment, processing, then the payment-complete dialog', async () => {
    let subscribed: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ cards: [] }),
      'POST /sandbox/tokens': Response.json(tokenAnswer),
      'POST /subscriptions': async (request: Request) => {
        subscribed = await request.json();
        return Response.json({}, { status: 201 });
      },
    });
    const { user, payment, location } = await payThroughDialogs(false);
    await user.click(within(payment).getByRole('button', { name: 'Pay £9.99' }));
    const complete = await screen.findByRole('dialog', { name: 'Payment complete' });
    expect(subscribed).toEqual({
      provider: 'stripe',
      token: 'tok_sandbox123',
      planId: 'plan_monthly',
    });
    await user.click(within(complete).getByRole('button', { name: 'Print later' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/subscription');
    });
  });

  it('offers the saved default card, and paying with it sends its id, never a card again', async () => {
    let subscribed: unknown;
    let tokens = 0;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ cards: [card({ isDefault: false, last4: '1111' }), card()] }),
      'POST /sandbox/tokens': () => {
        tokens += 1;
        return Response.json(tokenAnswer);
      },
      'POST /subscriptions': async (request: Request) => {
        subscribed = await request.json();
        return Response.json({}, { status: 201 });
      },
    });
    const { user, payment } = await openPaymentDialog(false);
    const saved = within(payment).getByRole('radio', { name: 'Pay with Visa •••• 4242' });
    expect(saved).toBeChecked();
    expect(within(payment).getByRole('radio', { name: 'Pay with a new card' })).not.toBeChecked();
    expect(within(payment).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Pay £9.99' }));
    await screen.findByRole('dialog', { name: 'Payment complete' });
    expect(subscribed).toEqual({
      provider: 'stripe',
      cardId: card().id,
      planId: 'plan_monthly',
    });
    expect(tokens).toBe(0);
  });

  it('a new card instead of the saved one; after a decline, Try again keeps that choice', async () => {
    let subscribed: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      'POST /sandbox/tokens': Response.json(tokenAnswer),
      'POST /subscriptions': async (request: Request) => {
        subscribed = await request.json();
        return apiError(402, 'Your card was declined.');
      },
    });
    const { user, payment } = await openPaymentDialog(false);
    await user.click(within(payment).getByRole('radio', { name: 'Pay with a new card' }));
    expect(payment).toHaveTextContent(
      'The card you pay with becomes your default card for renewals.',
    );
    await user.type(within(payment).getByLabelText('Card number'), '4000008260000000');
    await user.type(within(payment).getByLabelText('Expiry date'), '1234');
    await user.type(within(payment).getByLabelText('CVC'), '123');
    await user.type(within(payment).getByLabelText('Postcode'), 'N1 1AA');
    await user.type(within(payment).getByLabelText('Address line 1'), '1 Scale Street');
    await user.type(within(payment).getByLabelText('City'), 'London');
    await user.selectOptions(within(payment).getByLabelText('Country'), 'GB');
    await user.click(within(payment).getByRole('button', { name: 'Pay £9.99' }));
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong …' });
    expect(subscribed).toEqual({
      provider: 'stripe',
      token: 'tok_sandbox123',
      planId: 'plan_monthly',
    });
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(again).getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
    expect(within(again).getByLabelText('City')).toHaveValue('London');
  });

  it('does not offer a saved card whose expiry month has passed', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ cards: [card({ expiryMonth: 1, expiryYear: 2020 })] }),
    });
    const { payment } = await openPaymentDialog(false);
    expect(within(payment).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(payment).getByLabelText('Card number')).toBeInTheDocument();
  });

  it('a free trial pays nothing now', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ cards: [] }) });
    const { payment } = await payThroughDialogs(true);
    expect(within(payment).getByRole('button', { name: 'Pay £0.00' })).toBeInTheDocument();
  });

  it('a refusal shows the failure dialog with the message; Try again returns to payment', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ cards: [] }),
      'POST /sandbox/tokens': Response.json(tokenAnswer),
      'POST /subscriptions': apiError(402, 'Your card was declined.'),
    });
    const { user, payment, location } = await payThroughDialogs(false);
    await user.click(within(payment).getByRole('button', { name: 'Pay £9.99' }));
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong …' });
    expect(within(failure).getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(failure).getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Payment' });
    // The billing address is there again; only the card is typed anew.
    expect(within(again).getByLabelText('Postcode')).toHaveValue('N1 1AA');
    expect(within(again).getByLabelText('Address line 1')).toHaveValue('1 Scale Street');
    expect(within(again).getByLabelText('City')).toHaveValue('London');
    expect(within(again).getByLabelText('Country')).toHaveValue('GB');
    expect(within(again).getByLabelText('Card number')).toHaveValue('');
    act(() => {
      dialogActions.goTo('payment-failure', { error: 'x' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/home');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a card token that cannot be made fails with 'Error creating stripe token'", async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ cards: [] }),
      'POST /sandbox/tokens': apiError(500, 'internal'),
    });
    const { user, payment } = await payThroughDialogs(false);
    await user.click(within(payment).getByRole('button', { name: 'Pay £9.99' }));
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong …' });
    expect(within(failure).getByRole('alert')).toHaveTextContent('Error creating stripe token');
  });

  it('Back on the summary returns to the subscribe route', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me({ subscriptions: [] }) });
    const { user, location } = renderRoute('/account/print');
    act(() => {
      dialogActions.open('purchase-summary', { closable: true });
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/subscribe');
    });
  });
});
