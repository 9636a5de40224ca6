import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DOM_EVENT } from '../../lib/analytics';
import { sessionActions } from '../../lib/session-store';
import {
  accountsConfig,
  CONFIG_PATH,
  me,
  offer,
  resetAccountStores,
  sessionResponse,
  subscription,
} from '../../test/accounts-fixtures';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { useRegistrationStore } from './registration-store';

const OFFER = '/offers/code/spring';
const notRegistered = () => apiError(404, 'email not found');

beforeEach(() => {
  resetAccountStores();
  useRegistrationStore.getState().setPending(null);
});
afterEach(resetAccountStores);

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');

describe('signup step 1 of 2', () => {
  it('is titled for the offer and gives every validation message', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), [OFFER]: offer() });
    const { user } = renderRoute('/spring/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(document.title).toBe('Spring School – Sign up for a 45-day free trial | Cadenza');
    expect(screen.getByText('8 characters or more')).toBeInTheDocument();

    // Errors wait for a touch or a failed submit.
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('Please choose Facebook or email to sign up'),
    ).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(
      screen.getByText('You need to agree to these terms to create an account.'),
    ).toBeInTheDocument();

    await user.type(emailField(), 'ada@');
    expect(await screen.findByText('Email format is invalid')).toBeInTheDocument();
    await user.type(passwordField(), 'short');
    expect(await screen.findByText('Password must be 8 characters or more')).toBeInTheDocument();
    expect(
      screen.queryByText('Please choose Facebook or email to sign up'),
    ).not.toBeInTheDocument();
  });

  it('shows the password on request', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), [OFFER]: offer() });
    const { user } = renderRoute('/spring/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(passwordField(), 'a quiet sonata');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
  });

  it('asks for third-party marketing only when the offer allows it and names an associate', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), [OFFER]: offer({ thirdPartyMarketing: false }) });
    renderRoute('/spring/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.queryByLabelText(/Spring School/)).not.toBeInTheDocument();
    expect(
      screen.getByLabelText('Send me news, tips and offers from Cadenza by email'),
    ).toBeInTheDocument();
  });

  it('refuses an email that is already registered', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      [OFFER]: offer(),
      '/emails?email=ada%40example.com': { registered: true },
    });
    const { user } = renderRoute('/spring/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'a quiet sonata');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
  });

  it('goes on to the card step with a free email and the consents given', async () => {
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      [OFFER]: offer(),
      '/emails?email=ada%40example.com': notRegistered(),
    });
    const { user, location } = renderRoute('/spring/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'a quiet sonata');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByLabelText('Send me news and offers from Spring School by email'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/spring/credit-card');
    });
    expect(useRegistrationStore.getState().pending).toEqual({
      email: 'ada@example.com',
      password: 'a quiet sonata',
      useFacebook: false,
      consents: { terms: true, marketing: false, thirdPartyMarketing: true },
      referralCode: 'spring',
    });
  });

  it('Facebook: choosing it clears email and password, its token submits, focusing a field unticks it', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'cadenza:sandbox-facebook-login', accessToken: 'sandbox-facebook.abc' },
          }),
        );
      }, 0);
      return { closed: false } as Window;
    });
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      [OFFER]: offer(),
      '/emails?facebookToken=sandbox-facebook.abc': notRegistered(),
    });
    const { user, location } = renderRoute('/spring/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    const facebook = screen.getByLabelText('Sign up with Facebook');
    await waitFor(() => {
      expect(facebook).toBeEnabled();
    });
    await user.type(emailField(), 'ada@example.com');
    await user.click(facebook);
    expect(emailField()).toHaveValue('');
    // The token came back, but the terms are not agreed yet.
    expect(
      await screen.findByText('You need to agree to these terms to create an account.'),
    ).toBeInTheDocument();
    await user.click(emailField());
    expect(facebook).not.toBeChecked();
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(facebook);
    await waitFor(() => {
      expect(location().pathname).toBe('/spring/credit-card');
    });
    expect(useRegistrationStore.getState().pending).toMatchObject({
      facebookToken: 'sandbox-facebook.abc',
      useFacebook: true,
    });
    vi.restoreAllMocks();
  });

  it('sends visitors of an inactive offer to its page', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), [OFFER]: offer({ status: 'inactive' }) });
    const { location } = renderRoute('/spring/signup');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this offer is no longer active' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/spring');
  });
});

describe('signup without an offer', () => {
  it("shows the default trial and 'START FREE TRIAL'", async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/account/subscribe');
    expect(await screen.findByRole('heading', { name: '30-day free trial' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('No commitment. Cancel anytime.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeInTheDocument();
  });
});

describe('step 2 of 2', () => {
  function startCardStep(referralCode: string | null) {
    useRegistrationStore.getState().setPending({
      email: 'ada@example.com',
      password: 'a quiet sonata',
      useFacebook: false,
      consents: { terms: true, marketing: true, thirdPartyMarketing: false },
      referralCode,
    });
    sessionActions.setOfferSignupPhase('credit-card');
  }

  async function payWithCard(user: ReturnType<typeof renderRoute>['user'], button: string) {
    await waitFor(() => {
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Postcode'), '10001');
    await user.type(screen.getByLabelText('Address line 1'), '1 Scale Street');
    await user.type(screen.getByLabelText('City'), 'New York');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.selectOptions(screen.getByLabelText('State or county'), 'NY');
    await user.click(screen.getByRole('button', { name: button }));
  }

  const token = {
    id: 'tok_sandbox123',
    card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034, country: 'US' },
  };

  it('goes back to step 1 without credentials', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig(), [OFFER]: offer() });
    const { location } = renderRoute('/spring/credit-card');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(location().pathname).toBe('/spring/signup');
  });

  it('says what happens, registers with the card and lands on the welcome page', async () => {
    startCardStep('spring');
    let registration: unknown;
    const conversions: unknown[] = [];
    const onEvent = (event: Event) => {
      conversions.push((event as CustomEvent<{ event: string }>).detail.event);
    };
    window.addEventListener(ANALYTICS_DOM_EVENT, onEvent);
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      [OFFER]: offer({ subscriptionFeeText: 'then £9.99 a month' }),
      'POST /sandbox/tokens': Response.json(token),
      'POST /users': async (request: Request) => {
        registration = await request.json();
        document.cookie = 'isAuthenticated=true; path=/';
        return Response.json(sessionResponse(), { status: 201 });
      },
      '/me': me({ subscriptions: [subscription({ isTrialPeriod: true })] }),
    });
    const { user, location } = renderRoute('/spring/credit-card');
    expect(
      await screen.findByRole('heading', { name: 'Enter your card details' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^No commitment\. Cancel before \d{1,2} \w+ \d{4} if you do not want to be charged then £9\.99 a month\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('This offer is for new users only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore as guest' })).toHaveAttribute(
      'href',
      '/spring/home',
    );
    await payWithCard(user, 'Start 45-day free trial now!');

    expect(await screen.findByRole('heading', { name: 'Welcome to Cadenza' })).toBeInTheDocument();
    expect(location().pathname).toBe('/spring/welcome');
    expect(registration).toEqual({
      email: 'ada@example.com',
      password: 'a quiet sonata',
      useFacebook: false,
      consents: { terms: true, marketing: true, thirdPartyMarketing: false },
      referralCode: 'spring',
      payment: { provider: 'stripe', token: 'tok_sandbox123', planId: 'plan_monthly' },
    });
    expect(screen.getByText('Your 45-day free trial has started')).toBeInTheDocument();
    expect(
      await screen.findByText('Thanks for signing up! Enjoy it for free until 9 April 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start exploring' })).toHaveAttribute(
      'href',
      '/spring/home',
    );
    expect(conversions).toContain('ad-conversion');
    expect(useRegistrationStore.getState().pending).toBeNull();
    window.removeEventListener(ANALYTICS_DOM_EVENT, onEvent);
  });

  it.each([
    [
      'GB',
      { id: 'plan_monthly', price: 999, currency: 'GBP', countryCode: 'GB' },
      '£5.00 a month for your first 3 months, then £9.99 a month',
    ],
    [
      'US',
      { id: 'monthly-us', price: 1299, currency: 'USD', countryCode: 'US' },
      '$6.50 a month for your first 3 months, then $12.99 a month',
    ],
  ])(
    'a half-price offer says what a %s visitor will be charged, in their plan’s currency',
    async (_country, stripePlan, charged) => {
      startCardStep('spring');
      mockApi({
        [CONFIG_PATH]: { ...accountsConfig(), stripePlan },
        [OFFER]: offer({
          title: 'Half price for three months',
          discount: { percentOff: 50, durationMonths: 3 },
          subscriptionFeeText: null,
        }),
      });
      renderRoute('/spring/credit-card');
      await screen.findByRole('heading', { name: 'Enter your card details' });
      const date = String.raw`\d{1,2} \w+ \d{4}`;
      const escaped = charged.replace(/[$.]/g, (c) => `\\${c}`);
      expect(
        screen.getByText(
          new RegExp(
            `^No commitment\\. Cancel before ${date} if you do not want to be charged ${escaped}\\.$`,
          ),
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          new RegExp(
            `^By starting your free trial you agree that, unless you cancel before ${date}, your card is charged ${escaped}, automatically until you cancel\\.`,
          ),
        ),
      ).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(stripePlan.currency === 'USD' ? '£' : '$');
    },
  );

  it.each([
    [
      'could not establish country of residence',
      'Your country of residence needs to match the country where your credit card is registered.',
    ],
    ['offer is no longer active', 'This offer is no longer active'],
    ['email exists', 'Email already registered'],
    ['error creating stripe token', 'Error creating stripe token'],
    ["Your card's security code is incorrect.", 'Your card’s security code is incorrect.'],
  ])("shows '%s' on the card form as '%s', for another attempt", async (serverMessage, shown) => {
    startCardStep(null);
    mockApi({
      [CONFIG_PATH]: accountsConfig(),
      'POST /sandbox/tokens': Response.json(token),
      'POST /users': apiError(402, serverMessage),
    });
    const { user, location } = renderRoute('/subscribe/credit-card');
    await screen.findByRole('heading', { name: 'Enter your card details' });
    await payWithCard(user, 'Start 30-day free trial now!');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(location().pathname).toBe('/subscribe/credit-card');
  });
});

describe('welcome pages', () => {
  it('/welcome thanks the user until the end of the trial period when no date is known', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome to Cadenza' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thanks for signing up! Enjoy it for free until the end of the trial period',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start exploring' })).toHaveAttribute('href', '/home');
  });

  it('the placeholder offer goes home without its code', async () => {
    mockApi({ [CONFIG_PATH]: accountsConfig() });
    renderRoute('/placeholder/welcome');
    expect(await screen.findByRole('link', { name: 'Start exploring' })).toHaveAttribute(
      'href',
      '/home',
    );
    act(() => undefined);
  });
});
