import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { NewsletterForm } from './newsletter-form';

function setup() {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const field = screen.getByPlaceholderText('Your email address');
  const subscribe = screen.getByRole('button', { name: 'Subscribe' });
  return { user, field, subscribe };
}

describe('newsletter sign-up', () => {
  it('asks for an address, then for a valid one, without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user, field, subscribe } = setup();
    await user.click(subscribe);
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'not-an-email');
    await user.click(subscribe);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up with the web referral tag and says what happens next', async () => {
    let sent: unknown;
    mockApi({
      'POST /newsletter': async (request: Request) => {
        sent = await request.json();
        return Response.json({ result: 'success', msg: 'ok' }, { status: 202 });
      },
    });
    const { user, field, subscribe } = setup();
    await user.type(field, '  ada@example.com ');
    await user.click(subscribe);
    expect(await screen.findByText('Thank you for signing up')).toBeInTheDocument();
    expect(
      screen.getByText(
        'To confirm your subscription please click the link in the email we just sent you.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', referral: 'Webv2' });
  });

  it('sends the first name when one is given (spec: email, first name, referral tag)', async () => {
    let sent: unknown;
    mockApi({
      'POST /newsletter': async (request: Request) => {
        sent = await request.json();
        return Response.json({ result: 'success', msg: 'ok' }, { status: 202 });
      },
    });
    const { user, field, subscribe } = setup();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Ada ');
    await user.type(field, 'ada@example.com');
    await user.click(subscribe);
    expect(await screen.findByText('Thank you for signing up')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', firstName: 'Ada', referral: 'Webv2' });
  });

  it('shows the server’s message on the email field', async () => {
    mockApi({ 'POST /newsletter': apiError(429, 'too many attempts') });
    const { user, field, subscribe } = setup();
    await user.type(field, 'ada@example.com');
    await user.click(subscribe);
    expect(await screen.findByText('too many attempts')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('too many attempts');
  });

  it('falls back to the generic failure when no message came back', async () => {
    mockApi({});
    const { user, field, subscribe } = setup();
    await user.type(field, 'ada@example.com');
    await user.click(subscribe);
    expect(await screen.findByText('Error submitting subscription form')).toBeInTheDocument();
  });
});
