import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsConfig, CONFIG_PATH } from '../../../test/accounts-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CardForm } from './card-form';

const field = (label: string) => screen.getByLabelText(label);

async function setup(onToken = vi.fn(async () => null as string | null)) {
  const view = renderWithProviders(<CardForm submitLabel="Pay £9.99" onToken={onToken} />);
  const submit = screen.getByRole('button', { name: 'Pay £9.99' });
  await waitFor(() => {
    expect(submit).toBeEnabled();
  });
  return { ...view, submit, onToken };
}

async function fillValidCard(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry date'), '1234');
  await user.type(field('CVC'), '123');
  await user.type(field('Postcode'), '10001');
  await user.type(field('Address line 1'), '1 Scale Street');
  await user.type(field('City'), 'New York');
  await user.selectOptions(field('Country'), 'US');
  await user.selectOptions(field('State or county'), 'NY');
}

const tokenAnswer = {
  id: 'tok_sandbox123',
  card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034, country: 'US' },
};

describe('the card form (sandbox gateway)', () => {
  beforeEach(() => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
  });

  it('checks each field when it is left', async () => {
    const { user } = await setup();
    const expectations: [string, string][] = [
      ['Card number', 'Your card number is incomplete.'],
      ['Expiry date', 'Your card’s expiration date is incomplete.'],
      ['CVC', 'Your card’s security code is incomplete.'],
      ['Postcode', 'Your postcode is incomplete.'],
      ['Address line 1', 'Your street address is incomplete.'],
      ['City', 'Your city is incomplete.'],
      ['Country', 'Your country is incomplete.'],
    ];
    for (const [label, message] of expectations) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.click(field(label));
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAccessibleDescription(message);
    }
  });

  it('checks everything on submit, and sends nothing', async () => {
    const { user, submit, onToken } = await setup();
    await user.type(field('Card number'), '4242 4242');
    await user.type(field('Expiry date'), '0120');
    await user.click(submit);
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your card’s expiration year is in the past.')).toBeInTheDocument();
    expect(screen.getByText('Your card’s security code is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your postcode is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your street address is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your city is incomplete.')).toBeInTheDocument();
    expect(screen.getByText('Your country is incomplete.')).toBeInTheDocument();
    // No state is asked for until a country with regions is chosen.
    expect(screen.queryByText('Your state/county is incomplete.')).not.toBeInTheDocument();
    expect(onToken).not.toHaveBeenCalled();
  });

  it('asks for a state only where the country has regions, and clears it with the country', async () => {
    const { user, submit } = await setup();
    expect(screen.queryByLabelText('State or county')).not.toBeInTheDocument();
    await user.selectOptions(field('Country'), 'US');
    await user.click(submit);
    expect(await screen.findByText('Your state/county is incomplete.')).toBeInTheDocument();
    await user.selectOptions(field('State or county'), 'CA');
    await user.selectOptions(field('Country'), 'GB');
    expect(screen.queryByLabelText('State or county')).not.toBeInTheDocument();
    await user.selectOptions(field('Country'), 'US');
    expect(field('State or county')).toHaveValue('');
  });

  it('formats what is typed: the number in groups, the expiry as MM / YY', async () => {
    const { user } = await setup();
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(field('Expiry date'), '1234');
    expect(field('Expiry date')).toHaveValue('12 / 34');
  });

  it('tokenises through the sandbox and hands over only the token; submit waits for the result', async () => {
    let sent: unknown;
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sandbox/tokens': async (request: Request) => {
        sent = await request.json();
        return Response.json(tokenAnswer);
      },
    });
    let finish: (error: string | null) => void = () => undefined;
    const onToken = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { user, submit } = await setup(onToken);
    await fillValidCard(user);
    await user.click(submit);
    await waitFor(() => {
      expect(onToken).toHaveBeenCalledWith('tok_sandbox123');
    });
    expect(submit).toBeDisabled();
    finish('Your card was declined.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(submit).toBeEnabled();
    expect(sent).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      addressZip: '10001',
      addressLine1: '1 Scale Street',
      addressCity: 'New York',
      addressState: 'NY',
      addressCountry: 'US',
    });
  });

  it('shows a provider error on its field, formatted, until the field is complete again', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sandbox/tokens': Response.json(
        {
          statusCode: 402,
          message: "Your card's security code is invalid.",
          errors: [{ field: 'cvc', message: "Your card's security code is invalid." }],
        },
        { status: 402 },
      ),
    });
    const { user, submit, onToken } = await setup();
    await fillValidCard(user);
    await user.click(submit);
    expect(await screen.findByText('Your card’s security code is invalid.')).toBeInTheDocument();
    expect(onToken).not.toHaveBeenCalled();
    await user.clear(field('CVC'));
    await user.type(field('CVC'), '456');
    expect(screen.queryByText('Your card’s security code is invalid.')).not.toBeInTheDocument();
    expect(field('CVC')).not.toHaveAttribute('aria-invalid');
  });

  it('never loads Stripe.js with the sandbox gateway', async () => {
    await setup();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });
});
