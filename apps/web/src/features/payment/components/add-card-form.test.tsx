import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsConfig,
  card,
  CONFIG_PATH,
  me,
  resetAccountStores,
  signInBrowser,
} from '../../../test/accounts-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const tokenAnswer = {
  id: 'tok_sandbox456',
  card: { brand: 'MasterCard', last4: '4444', expMonth: 9, expYear: 2033, country: 'GB' },
};

beforeEach(() => {
  resetAccountStores();
  signInBrowser();
});
afterEach(resetAccountStores);

/** Adds a GB MasterCard on /account/card; returns what was posted to /me/cards. */
async function addCard(options: { cards: unknown[]; tick?: boolean }) {
  let posted: unknown;
  mockApi({
    [CONFIG_PATH]: accountsConfig(),
    '/me': me(),
    '/me/cards': options.cards,
    'POST /sandbox/tokens': Response.json(tokenAnswer),
    'POST /me/cards': async (request: Request) => {
      posted = await request.json();
      return Response.json(card({ last4: '4444' }), { status: 201 });
    },
  });
  const { user, location } = renderRoute('/account/card');
  // The route is a lazy chunk: its first load may take a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Add a card' }, { timeout: 10_000 });
  if (options.tick) await user.click(await screen.findByLabelText('Make this my default card'));
  await user.type(screen.getByLabelText('Card number'), '4000008260000000');
  await user.type(screen.getByLabelText('Expiry date'), '0933');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Postcode'), 'N1 1AA');
  await user.type(screen.getByLabelText('Address line 1'), '1 Scale Street');
  await user.type(screen.getByLabelText('City'), 'London');
  await user.selectOptions(screen.getByLabelText('Country'), 'GB');
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  await waitFor(() => {
    expect(location().pathname).toBe('/account/payment');
  });
  return posted;
}

describe('adding a card', () => {
  it('asks whether it becomes the default; unticked, the old default stays', async () => {
    expect(await addCard({ cards: [card()] })).toEqual({
      token: 'tok_sandbox456',
      provider: 'stripe',
      default: false,
    });
  });

  it('becomes the default when the person ticks Make this my default card', async () => {
    expect(await addCard({ cards: [card()], tick: true })).toEqual({
      token: 'tok_sandbox456',
      provider: 'stripe',
      default: true,
    });
  });

  it('a first card is the default without asking, and says so', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), '/me': me(), '/me/cards': [] });
    renderRoute('/account/card');
    expect(await screen.findByText('This will be your default card.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Make this my default card')).not.toBeInTheDocument();
  });
});
