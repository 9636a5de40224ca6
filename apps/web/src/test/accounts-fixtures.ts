import type { Card, MeResponse, Offer, Subscription, Transaction } from '@cadenza/domain';
import { dialogActions } from '../lib/dialog-store';
import { sessionActions } from '../lib/session-store';
import { placeholderOffer } from '../lib/offer-api';
import { appConfig } from './catalogue-fixtures';

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    originalTransactionId: 'sub_1',
    status: 'active',
    isTrialPeriod: false,
    provider: 'stripe',
    planId: 'monthly-gb',
    expiryDate: new Date(2026, 3, 9, 12).toISOString(),
    cancellationDate: null,
    discount: null,
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    chargeStatus: 'succeeded',
    isTrialPeriod: false,
    provider: 'stripe',
    purchaseDate: new Date(2026, 1, 9, 12).toISOString(),
    total: 999,
    currency: 'GBP',
    ...overrides,
  };
}

export function card(overrides: Partial<Card> = {}): Card {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    brand: 'Visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2034,
    addressLine1: '1 Scale Street',
    addressCity: 'London',
    addressZip: 'N1 1AA',
    addressCountry: 'GB',
    isDefault: true,
    ...overrides,
  };
}

export function me(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'ada@example.com',
    firstName: 'Ada',
    facebookId: null,
    role: 'ordinary',
    referralCode: null,
    isFreeTrialAvailable: false,
    maxConcurrentSessions: null,
    subscriptions: [subscription()],
    transactions: [],
    cards: [card()],
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    ...placeholderOffer,
    code: 'spring',
    title: 'A spring of music',
    trialLength: 45,
    template: 'A',
    associateName: 'Spring School',
    thirdPartyMarketing: true,
    colours: { backgroundColor: '#102a43', foregroundColor: '#f0b429', textColor: '#ffffff' },
    features: ['Scores with recordings', 'Practise at your tempo'],
    disableDualLogo: false,
    ...overrides,
  };
}

export const countries = [
  { name: 'United Kingdom', alpha2: 'GB', regions: [] },
  {
    name: 'United States',
    alpha2: 'US',
    regions: [
      { name: 'California', abbreviation: 'CA' },
      { name: 'New York', abbreviation: 'NY' },
    ],
  },
];

type Flags = Parameters<typeof appConfig>[0];

/** The config the app loads on start, with the sandbox providers and a small country list. */
export function accountsConfig(flags: Flags = {}) {
  return { ...appConfig(flags), facebookSandbox: true, paymentGateway: 'sandbox', countries };
}

export const CONFIG_PATH = '/config?countries=true';

/** The browser as the server leaves it after a sign-in. */
export function signInBrowser(): void {
  document.cookie = 'isAuthenticated=true; path=/';
}

/** The dialog and session stores live for the whole test file: each test starts afresh. */
export function resetAccountStores(): void {
  dialogActions.dismiss();
  sessionActions.reset();
}

export const sessionResponse = (email = 'ada@example.com') => ({
  id: '55555555-5555-4555-8555-555555555555',
  accessToken: 'token',
  email,
  facebookId: null,
});
