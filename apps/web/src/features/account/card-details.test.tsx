import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  card,
  CONFIG_PATH,
  me,
  resetAccountStores,
  signInBrowser,
  subscription,
} from '../../test/accounts-fixtures';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { checkCardUpdateExpiry, toCardUpdatePayload } from './card-update-schema';

const CARD_ID = '33333333-3333-4333-8333-333333333333';
const OTHER_ID = '33333333-3333-4333-8333-333333333334';
const CARD_PATH = `/me/cards/${CARD_ID}`;

beforeEach(() => {
  resetAccountStores();
  signInBrowser();
});
afterEach(resetAccountStores);

async function openCard(answers: Record<string, unknown> = {}, cards = [card()]) {
  mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me(), '/me/cards': cards, ...answers });
  const view = renderRoute(`/account/payment/${CARD_ID}`);
  // The route is a lazy chunk: its first load may take a while on a busy machine.
  await screen.findByText('Visa •••• 4242', {}, { timeout: 10_000 });
  return view;
}

describe('card update rules', () => {
  const now = new Date(2026, 4, 15);
  it('accepts MM / YY from this month on', () => {
    expect(checkCardUpdateExpiry('05 / 26', now)).toBeNull();
    expect(checkCardUpdateExpiry('01 / 27', now)).toBeNull();
    expect(checkCardUpdateExpiry('04 / 26', now)).toBe(
      'Your card’s expiration year is in the past.',
    );
    expect(checkCardUpdateExpiry('12 / 25', now)).toBe(
      'Your card’s expiration year is in the past.',
    );
    expect(checkCardUpdateExpiry('1 / 27', now)).toBe('Your card’s expiration date is incomplete.');
    expect(checkCardUpdateExpiry('13 / 27', now)).toBe(
      'Your card’s expiration date is incomplete.',
    );
  });

  it('sends numbers: the month without leading zeros, the year with 20 in front', () => {
    expect(
      toCardUpdatePayload({
        expiry: '03 / 31',
        addressLine1: ' 2 Chord Road ',
        addressCity: 'Leeds',
        addressZip: 'LS1 1AA',
        addressCountry: 'GB',
      }),
    ).toEqual({
      expMonth: 3,
      expYear: 2031,
      addressLine1: '2 Chord Road',
      addressCity: 'Leeds',
      addressZip: 'LS1 1AA',
      addressCountry: 'GB',
    });
  });
});

describe('the card details page', () => {
  it('has its own document title and the card’s fields', async () => {
    await openCard();
    expect(document.title).toBe('Account – Card details | Cadenza');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12 / 34');
    expect(screen.getByLabelText('Street Address')).toHaveValue('1 Scale Street');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('Postcode')).toHaveValue('N1 1AA');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
  });

  it('gives the spec messages for every field', async () => {
    const { user } = await openCard();
    for (const label of ['Expiry date', 'Street Address', 'City', 'Postcode']) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your card’s expiration date is incomplete.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your street address is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your city is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your postalcode is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your country is incomplete.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    expect(
      await screen.findByText('Your card’s expiration year is in the past.'),
    ).toBeInTheDocument();
  });

  it('Save is disabled until edited, sends the details, then reads Saved', async () => {
    let sent: unknown;
    const { user } = await openCard({
      [`PUT ${CARD_PATH}`]: async (request: Request) => {
        sent = await request.json();
        return Response.json(card({ addressCity: 'Leeds' }));
      },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(sent).toEqual({
      expMonth: 12,
      expYear: 2034,
      addressZip: 'N1 1AA',
      addressLine1: '1 Scale Street',
      addressCity: 'Leeds',
      addressCountry: 'GB',
    });
    await user.type(screen.getByLabelText('City'), 's');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('makes a card the default, then says it is', async () => {
    let isDefault = false;
    const { user } = await openCard({
      '/me/cards': () =>
        Response.json([card({ isDefault }), card({ id: OTHER_ID, isDefault: !isDefault })]),
      [`PUT ${CARD_PATH}`]: () => {
        isDefault = true;
        return Response.json(card());
      },
    });
    await user.click(screen.getByRole('button', { name: 'make this card default' }));
    expect(await screen.findByRole('button', { name: 'this card is default' })).toBeDisabled();
  });

  it('refuses to remove the only card of an active subscription', async () => {
    await openCard();
    expect(
      screen.getByText('You must cancel your subscription before you can remove this card.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'remove this card' })).not.toBeInTheDocument();
  });

  it('removes a card when another stays, then shows the payment methods', async () => {
    let removed = false;
    const { user, location } = await openCard({
      '/me/cards': () =>
        Response.json(removed ? [card({ id: OTHER_ID })] : [card(), card({ id: OTHER_ID })]),
      [`DELETE ${CARD_PATH}`]: () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'remove this card' }));
    // Nothing goes before the person confirms.
    const confirm = screen.getByRole('group', { name: 'Remove this card?' });
    expect(confirm).toHaveTextContent('Remove Visa •••• 4242?');
    expect(removed).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/payment');
    });
    expect(removed).toBe(true);
  });

  it('keeps the card when the person changes their mind, focus back on remove', async () => {
    let removed = false;
    const { user } = await openCard({
      '/me/cards': () => Response.json([card(), card({ id: OTHER_ID })]),
      [`DELETE ${CARD_PATH}`]: () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'remove this card' }));
    expect(screen.getByRole('button', { name: 'Keep card' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('group', { name: 'Remove this card?' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'remove this card' })).toHaveFocus();
    });
    expect(removed).toBe(false);
  });

  it('a cancelled subscription does not hold on to its only card', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me({ subscriptions: [subscription({ cancellationDate: new Date().toISOString() })] }),
      '/me/cards': [card()],
    });
    renderRoute(`/account/payment/${CARD_ID}`);
    expect(await screen.findByRole('button', { name: 'remove this card' })).toBeInTheDocument();
  });
});

describe('adding a card', () => {
  async function fillCard(user: ReturnType<typeof renderRoute>['user']) {
    await user.type(screen.getByLabelText('Card number'), '4000008260000000');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Postcode'), 'N1 1AA');
    await user.type(screen.getByLabelText('Address line 1'), '1 Scale Street');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
  }

  const token = {
    id: 'tok_sandbox123',
    card: { brand: 'Visa', last4: '0000', expMonth: 12, expYear: 2034, country: 'GB' },
  };

  it('posts the token, then shows the payment methods', async () => {
    let sent: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      '/me/cards': [card()],
      'POST /sandbox/tokens': Response.json(token),
      'POST /me/cards': async (request: Request) => {
        sent = await request.json();
        return Response.json(card(), { status: 201 });
      },
    });
    const { user, location } = renderRoute('/account/card');
    await screen.findByRole('heading', { level: 1, name: 'Add a card' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/account/payment');
    });
    expect(sent).toEqual({ token: 'tok_sandbox123', provider: 'stripe', default: false });
  });

  it('shows the provider’s refusal, formatted', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      '/me': me(),
      'POST /sandbox/tokens': Response.json(token),
      'POST /me/cards': apiError(402, "Your card's postal code is incorrect."),
    });
    const { user } = renderRoute('/account/card');
    await screen.findByRole('heading', { level: 1, name: 'Add a card' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card’s postcode is incorrect.',
    );
  });
});
