import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { accountsConfig, CONFIG_PATH } from '../../../test/accounts-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CardForm } from '../card-form/card-form';

type Handler = (event?: { empty: boolean; complete: boolean; error?: { message: string } }) => void;

/** Stripe.js as far as the card form uses it: three elements and createToken. */
function installFakeStripe() {
  const handlers = new Map<string, Map<string, Handler>>();
  const createToken = vi.fn(async () => ({ token: { id: 'tok_stripe_abcdef' } }));
  const Stripe = vi.fn(() => ({
    elements: () => ({
      create: (type: string) => {
        const on = new Map<string, Handler>();
        handlers.set(type, on);
        return {
          mount: vi.fn(),
          destroy: vi.fn(),
          on: (event: string, handler: Handler) => {
            on.set(event, handler);
          },
        };
      },
    }),
    createToken,
  }));
  vi.stubGlobal('Stripe', Stripe);
  const emit = (type: string, event: 'change' | 'blur', state?: Parameters<Handler>[0]) => {
    act(() => {
      handlers.get(type)?.get(event)?.(state);
    });
  };
  return { Stripe, createToken, emit, handlers };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('uses Stripe Elements when the stripe gateway is configured', async () => {
  mockApi({ [CONFIG_PATH]: { ...accountsConfig(), paymentGateway: 'stripe' } });
  const stripe = installFakeStripe();
  const onToken = vi.fn(async () => null);
  const { user } = renderWithProviders(<CardForm submitLabel="Add card" onToken={onToken} />);
  await waitFor(() => {
    expect(stripe.handlers.size).toBe(3);
  });
  expect(stripe.Stripe).toHaveBeenCalledWith('pk_sandbox', { locale: 'en' });
  expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add card' }));
  expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
  expect(screen.getByText('Your card’s expiration date is incomplete.')).toBeInTheDocument();
  expect(screen.getByText('Your card’s security code is incomplete.')).toBeInTheDocument();

  stripe.emit('cardNumber', 'change', {
    empty: false,
    complete: false,
    error: { message: "Your card's number is invalid." },
  });
  expect(await screen.findByText('Your card’s number is invalid.')).toBeInTheDocument();
  stripe.emit('cardNumber', 'change', { empty: false, complete: true });
  stripe.emit('cardExpiry', 'change', { empty: false, complete: true });
  stripe.emit('cardCvc', 'change', { empty: false, complete: true });
  await waitFor(() => {
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
  });

  await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
  await user.type(screen.getByLabelText('Address line 1'), '1 Scale Street');
  await user.type(screen.getByLabelText('City'), 'London');
  await user.selectOptions(screen.getByLabelText('Country'), 'GB');
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  await waitFor(() => {
    expect(onToken).toHaveBeenCalledWith('tok_stripe_abcdef');
  });
  expect(stripe.createToken).toHaveBeenCalledWith(expect.anything(), {
    address_line1: '1 Scale Street',
    address_city: 'London',
    address_state: '',
    address_zip: 'SW1A 1AA',
    address_country: 'GB',
  });
});
