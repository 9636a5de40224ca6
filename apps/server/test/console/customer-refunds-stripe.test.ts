import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createStripeClient } from '../../src/modules/payments/stripe/stripe-gateway.js';
import { startStripeStub, type StripeStub } from '../../src/modules/payments/stripe/stripe-stub.js';
import { consolePeople } from './console-fixtures.js';
import { auditEntries, detailOf, ownAccount } from './customer-fixtures.js';

/**
 * With the Stripe gateway (Stripe stubbed at its HTTP API): a console refund goes to Stripe with
 * its idempotency key and is recorded once, even when Stripe's webhook reports it too.
 */
describe.each(testDrivers)('console refunds through Stripe on %s', (driver) => {
  let t: TestApp;
  let stub: StripeStub;
  let people: Awaited<ReturnType<typeof consolePeople>>;
  const secret = 'whsec_console_refunds';

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await buildTestApp(driver, {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stub.url,
    });
    people = await consolePeople(t.database.handle, t.app);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const deliverRefunded = async (chargeId: string) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: chargeId } },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('refunds at Stripe once per key and records it once, whoever reports it', async () => {
    const password = 'a long passphrase 42';
    const user = await createTestUser(t.database.handle, { email: 'stripe@example.com', password });
    await t.database.handle.executeSql(
      'update users set is_free_trial_available = false where id = $1',
      [user.id],
    );
    const { cookie } = await signIn(t.app, { email: 'stripe@example.com', password });
    const headers = { ...clientHeaders, cookie };
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers,
      payload: { provider: 'stripe', planId: 'monthly-us', token: 'tok_visa_console' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const [intent] = [...stub.intents.values()];
    const payment = (await detailOf(people.admin.call, user.id)).transactions.find(
      (row) => row.kind === 'charge',
    );
    expect(payment).toMatchObject({ total: 1299, refundable: 1299 });

    const key = randomUUID();
    const path = `/api/console/customers/${user.id}/transactions/${payment?.id ?? ''}/refund`;
    for (let i = 0; i < 2; i += 1) {
      const response = await people.admin.call('POST', path, { idempotencyKey: key, amount: 300 });
      expect(response.statusCode, response.body).toBe(200);
    }
    const sent = stub.requests.filter((request) => request.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(`console-refund:${key}`);
    expect(sent[0]?.body.get('amount')).toBe('300');
    expect(sent[0]?.body.get('payment_intent')).toBe(intent?.id);

    // Stripe reports the refund: it is the one recorded already.
    await deliverRefunded(String(intent?.latest_charge));
    const refunds = async () =>
      (await ownAccount(t.app, headers)).transactions
        .filter((row) => row.chargeStatus === 'refunded')
        .map((row) => row.total)
        .sort();
    expect(await refunds()).toEqual([300]);

    // One made in Stripe's dashboard is recorded from the webhook, once.
    await createStripeClient({ secretKey: 'sk_test_stub', apiBase: stub.url }).refunds.create({
      payment_intent: String(intent?.id),
      amount: 200,
    });
    await deliverRefunded(String(intent?.latest_charge));
    await deliverRefunded(String(intent?.latest_charge));
    expect(await refunds()).toEqual([200, 300]);
    const detail = await detailOf(people.admin.call, user.id);
    expect(detail.transactions.find((row) => row.id === payment?.id)).toMatchObject({
      refunded: 500,
      refundable: 799,
    });
    expect(await auditEntries(people.admin.call, 'customer.refund')).toHaveLength(1);

    // More than is left is refused before Stripe is asked.
    const tooMuch = await people.admin.call('POST', path, {
      idempotencyKey: randomUUID(),
      amount: 800,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(stub.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(2);
  });
});
