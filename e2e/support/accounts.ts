import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newClientAddress } from './client-address.js';

export const clientHeaders = { 'x-client-id': 'cadenza-web' };
export const PASSWORD = 'a long enough password';

/** Each journey makes its own user, so journeys run in parallel. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface CardDetails {
  number: string;
  expiry?: string;
  cvc?: string;
  postcode?: string;
  line1?: string;
  city?: string;
  country?: string;
  state?: string;
}

/** Fills the sandbox card form (a US card and address unless told otherwise). */
export async function fillCardForm(scope: Page | ReturnType<Page['getByRole']>, card: CardDetails) {
  await scope.getByLabel('Card number').fill(card.number);
  await scope.getByLabel('Expiry date').fill(card.expiry ?? '12 / 34');
  await scope.getByLabel('CVC').fill(card.cvc ?? '123');
  await scope.getByLabel('Postcode').fill(card.postcode ?? '10001');
  await scope.getByLabel('Address line 1').fill(card.line1 ?? '1 Scale Street');
  await scope.getByLabel('City').fill(card.city ?? 'New York');
  await scope.getByLabel('Country').selectOption(card.country ?? 'US');
  if ((card.country ?? 'US') === 'US') {
    await scope.getByLabel('State or county').selectOption(card.state ?? 'NY');
  }
}

async function planId(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/config')).json()) as {
    stripePlan: { id: string };
  };
  return config.stripePlan.id;
}

/** Signs up through the API with a sandbox card (a trial starts); the request context is signed in. */
export async function signUpThroughApi(
  request: APIRequestContext,
  options: { email: string; referralCode?: string; number?: string },
): Promise<void> {
  const token = await request.post('/api/sandbox/tokens', {
    headers: clientHeaders,
    data: {
      number: options.number ?? '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      addressZip: '10001',
      addressLine1: '1 Scale Street',
      addressCity: 'New York',
      addressCountry: 'US',
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { id } = (await token.json()) as { id: string };
  const signup = await request.post('/api/users', {
    headers: { ...clientHeaders, ...newClientAddress() },
    data: {
      email: options.email,
      password: PASSWORD,
      consents: { terms: true, marketing: false, thirdPartyMarketing: false },
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      payment: { provider: 'stripe', token: id, planId: await planId(request) },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
}

/** Sandbox only: makes the account a multi-session basic user. */
export async function setSessionLimit(request: APIRequestContext, email: string, limit: number) {
  const response = await request.post('/api/sandbox/users/session-limit', {
    headers: clientHeaders,
    data: { email, maxConcurrentSessions: limit },
  });
  expect(response.status()).toBe(204);
}

/** Moves the server's adjustable clock (CLOCK=adjustable); due billing runs at once. */
export async function advanceClock(request: APIRequestContext, days: number) {
  const response = await request.post('/api/sandbox/clock', {
    headers: clientHeaders,
    data: { advanceDays: days },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message to this address in the local mailbox (the server runs without SMTP_URL). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/dev/mail.json')).json()) as {
          messages: MailboxMessage[];
        };
        found = messages.find((message) => message.to === to && subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no mail');
  return found;
}

/** Collects the app's first-party analytics events from the page's start. */
export async function recordAnalytics(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { recordedEvents: string[] }).recordedEvents = events;
    window.addEventListener('cadenza:analytics', (event) => {
      events.push((event as CustomEvent<{ event: string }>).detail.event);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { recordedEvents: string[] }).recordedEvents);
}

/** As if GOT IT had been pressed earlier: the cookie notice does not cover the forms. */
export async function dismissCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cadenza.cookieBannerDismissed', 'true');
  });
}
