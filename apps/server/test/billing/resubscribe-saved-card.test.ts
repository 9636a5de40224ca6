import { billingServerMessages, type Card } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { startStripeStub, type StripeStub } from '../../src/modules/payments/stripe/stripe-stub.js';
import {
  advanceClock,
  countLedgerCharges,
  createCardToken,
  getMe,
  settleJobs,
  signUp,
} from './billing-test-support.js';

/** Resubscribing after expiry pays with the saved card (or a new one), never adding it twice. */
describe.each(testDrivers)('resubscribing with a saved card on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    const longSessions = {
      SESSION_IDLE_TIMEOUT_MINUTES: '5000000',
      SESSION_MAX_LIFETIME_MINUTES: '5000000',
    };
    t = await buildTestApp(driver, { CLOCK: 'adjustable', ...longSessions }, { runWorkers: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs up, cancels in the trial and lets the subscription run out. */
  async function expiredSubscriber(email: string, number?: string) {
    const headers = await signUp(t.app, { email, ...(number ? { number } : {}) });
    const id = (await getMe(t.app, headers)).subscriptions[0]?.originalTransactionId ?? '';
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    return headers;
  }
  const expireAll = async () => {
    await advanceClock(t.app, 31);
    await settleJobs(t.database.handle);
  };
  const cardsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/me/cards', headers })).json<Card[]>();
  const resubscribe = (headers: Record<string, string>, payment: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers,
      payload: { provider: 'stripe', planId: 'monthly-us', ...payment },
    });

  let saved: Record<string, string>;
  let sameNumber: Record<string, string>;
  let stranger: Record<string, string>;
  beforeAll(async () => {
    saved = await expiredSubscriber('saved@example.com');
    sameNumber = await expiredSubscriber('same-number@example.com', '5555555555554444');
    stranger = await expiredSubscriber('stranger@example.com', '4000056655665556');
    await expireAll();
  });

  it('pays with the saved card once, even when asked twice at once, and keeps one card', async () => {
    const [card] = await cardsOf(saved);
    expect((await getMe(t.app, saved)).subscriptions[0]?.status).toBe('expired');
    const chargesBefore = await countLedgerCharges(t.database.handle);
    const answers = await Promise.all([
      resubscribe(saved, { cardId: card?.id ?? '' }),
      resubscribe(saved, { cardId: card?.id ?? '' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const me = await getMe(t.app, saved);
    expect(me.subscriptions.filter((row) => row.status === 'active')).toEqual([
      expect.objectContaining({ isTrialPeriod: false, provider: 'stripe' }),
    ]);
    expect(me.transactions.filter((row) => row.total > 0)).toEqual([
      expect.objectContaining({ chargeStatus: 'succeeded', total: 1299, currency: 'USD' }),
    ]);
    expect(await countLedgerCharges(t.database.handle)).toBe(chargesBefore + 1);
    expect(await cardsOf(saved)).toEqual([card]);
  });

  it('keeps one card when the saved card is typed again as a new one', async () => {
    const [card] = await cardsOf(sameNumber);
    const token = await createCardToken(t.app, '5555555555554444', { expMonth: 6, expYear: 2041 });
    const answer = await resubscribe(sameNumber, { token });
    expect(answer.statusCode, answer.body).toBe(201);
    // The saved card takes the fresh details; the processor's earlier card is let go.
    expect(await cardsOf(sameNumber)).toEqual([
      { ...card, expiryMonth: 6, expiryYear: 2041, isDefault: true },
    ]);
    const { rows } = await t.database.handle.executeSql(
      `SELECT count(*) FILTER (WHERE NOT is_detached)::int AS attached, count(*)::int AS total
       FROM sandbox_payment_methods m JOIN payment_customers c ON c.customer_id = m.customer_id
       JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      ['same-number@example.com'],
    );
    expect(rows[0]).toEqual({ attached: 1, total: 2 });
  });

  it('refuses someone else’s card and charges nothing', async () => {
    const [othersCard] = await cardsOf(saved);
    const chargesBefore = await countLedgerCharges(t.database.handle);
    const answer = await resubscribe(stranger, { cardId: othersCard?.id ?? '' });
    expect(answer.json()).toMatchObject({
      statusCode: 404,
      message: billingServerMessages.cardNotFound,
    });
    expect(await countLedgerCharges(t.database.handle)).toBe(chargesBefore);
    const both = await resubscribe(stranger, {
      cardId: othersCard?.id ?? '',
      token: await createCardToken(t.app),
    });
    expect(both.statusCode).toBe(400);
    expect((await getMe(t.app, stranger)).subscriptions[0]?.status).toBe('expired');
  });
});

describe.each(testDrivers)(
  'resubscribing with a saved card on Stripe (its stub) on %s',
  (driver) => {
    let t: TestApp;
    let stub: StripeStub;
    beforeAll(async () => {
      stub = await startStripeStub();
      t = await buildTestApp(driver, {
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_stub',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
        STRIPE_API_BASE: stub.url,
      });
    });
    afterAll(async () => {
      await t.close();
      await stub.close();
    });

    it('charges the saved payment method once with its idempotency key, and adds no card', async () => {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: clientHeaders,
        payload: {
          email: 'stripe-saved@example.com',
          password: 'a long enough password',
          consents: { terms: true },
          payment: { provider: 'stripe', token: 'tok_visa_stub', planId: 'monthly-us' },
        },
      });
      expect(signup.statusCode, signup.body).toBe(201);
      const headers = {
        ...clientHeaders,
        authorization: `Bearer ${signup.json<{ accessToken: string }>().accessToken}`,
      };
      // The trial ran out unpaid (cancelled): the subscription has expired.
      await t.database.handle.executeSql(
        `UPDATE subscriptions SET status = 'expired', cancellation_date = now(),
         current_period_end = now() - interval '1 day'`,
      );
      const [card] = (await t.app.inject({ method: 'GET', url: '/api/me/cards', headers })).json<
        Card[]
      >();
      const requestsBefore = stub.requests.length;
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          headers,
          payload: { provider: 'stripe', planId: 'monthly-us', cardId: card?.id ?? '' },
        });
      const first = await pay();
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ status: 'active', isTrialPeriod: false });
      expect((await pay()).statusCode).toBe(409);
      const sent = stub.requests.slice(requestsBefore);
      expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /v1/payment_intents',
      ]);
      const { rows } = await t.database.handle.executeSql(`SELECT c.gateway_card_id FROM cards c`);
      expect(sent[0]?.body.get('payment_method')).toBe(rows[0]?.gateway_card_id);
      expect(sent[0]?.body.get('amount')).toBe('1299');
      expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}:.+:1$/);
      expect((await t.app.inject({ method: 'GET', url: '/api/me/cards', headers })).json()).toEqual(
        [card],
      );

      // The same card (Stripe's fingerprint) added again stays one card, on the new method.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/me/cards',
        headers,
        payload: { provider: 'stripe', token: 'tok_visa_stub' },
      });
      expect(again.json()).toMatchObject({ id: card?.id, isDefault: true });
      const detached = stub.requests.filter((request) => request.path.endsWith('/detach'));
      expect(detached.map((request) => request.path)).toEqual([
        `/v1/payment_methods/${String(rows[0]?.gateway_card_id)}/detach`,
      ]);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me/cards', headers })).json<Card[]>(),
      ).toHaveLength(1);
    });
  },
);
