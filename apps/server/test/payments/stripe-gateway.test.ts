import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  createStripeClient,
  createStripeGateway,
} from '../../src/modules/payments/stripe/stripe-gateway.js';
import { startStripeStub, type StripeStub } from '../../src/modules/payments/stripe/stripe-stub.js';
import { CardError } from '../../src/modules/payments/payment-gateway.js';

describe('Stripe adapter against a local stub of the Stripe API', () => {
  let stub: StripeStub;
  beforeAll(async () => {
    stub = await startStripeStub();
  });
  afterAll(async () => {
    await stub.close();
  });
  const gateway = () =>
    createStripeGateway(createStripeClient({ secretKey: 'sk_test_stub', apiBase: stub.url }));

  it('makes a customer and attaches a card from a token, describing it as the processor does', async () => {
    const customerId = await gateway().createCustomer({
      email: 'a@example.com',
      userId: 'u1',
      idempotencyKey: 'customer:u1',
    });
    const card = await gateway().attachCard({ customerId, token: 'tok_visa_stub' });
    expect(card).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      country: 'US',
      fingerprint: 'fp_4242',
    });
    expect(stub.requests.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/payment_methods',
      `/v1/payment_methods/${card.gatewayCardId}/attach`,
    ]);
    expect(stub.requests[0]?.idempotencyKey).toBe('customer:u1');
  });

  it('deletes a customer, and deleting it again is harmless', async () => {
    await gateway().deleteCustomer('cus_gone');
    await gateway().deleteCustomer('cus_gone');
    const deletes = stub.requests.filter((entry) => entry.method === 'DELETE');
    expect(deletes.map((entry) => entry.path)).toEqual([
      '/v1/customers/cus_gone',
      '/v1/customers/cus_gone',
    ]);
  });

  it('charges off-session with the idempotency key, and a repeated key is the same charge', async () => {
    const request = {
      customerId: 'cus_1',
      gatewayCardId: 'pm_1',
      amount: 1299,
      currency: 'USD',
      idempotencyKey: 'sub:2030-01-01:1',
      description: 'x',
    };
    const first = await gateway().charge(request);
    const second = await gateway().charge(request);
    expect(first).toEqual(second);
    expect(first.status).toBe('succeeded');
    const sent = stub.requests.filter((entry) => entry.path === '/v1/payment_intents');
    expect(sent.map((entry) => entry.idempotencyKey)).toEqual([
      'sub:2030-01-01:1',
      'sub:2030-01-01:1',
    ]);
    expect(sent[0]?.body.get('off_session')).toBe('true');
    expect(sent[0]?.body.get('currency')).toBe('usd');
  });

  it('refunds part of a payment with the idempotency key, and refuses more than is left', async () => {
    const charged = await gateway().charge({
      customerId: 'cus_1',
      gatewayCardId: 'pm_1',
      amount: 1299,
      currency: 'USD',
      idempotencyKey: 'sub:refund-me:1',
      description: 'x',
    });
    const gatewayChargeId = charged.gatewayChargeId ?? '';
    const first = await gateway().refund({ gatewayChargeId, amount: 1000, idempotencyKey: 'r1' });
    expect(await gateway().refund({ gatewayChargeId, amount: 1000, idempotencyKey: 'r1' })).toEqual(
      first,
    );
    await expect(
      gateway().refund({ gatewayChargeId, amount: 300, idempotencyKey: 'r2' }),
    ).rejects.toThrow(
      new CardError(
        'card_error',
        'Refund amount ($3.00) is greater than unrefunded amount on charge ($2.99)',
      ),
    );
    expect(stub.refunds.get(gatewayChargeId)?.map((refund) => refund.amount)).toEqual([1000]);
  });

  it('turns a card decline into a failed outcome with the processor’s message', async () => {
    const outcome = await gateway().charge({
      customerId: 'cus_1',
      gatewayCardId: 'pm_card_chargeDeclined',
      amount: 999,
      currency: 'GBP',
      idempotencyKey: 'k2',
      description: 'x',
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
  });
});

describe.each(testDrivers)('Stripe webhooks on %s', (driver) => {
  let t: TestApp;
  let stub: StripeStub;
  const secret = 'whsec_test_secret';
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await buildTestApp(driver, {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stub.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const deliver = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const event = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.created',
    data: { object: { id: 'cus_1' } },
  });
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('refuses a bad signature and handles each event once', async () => {
    expect((await deliver(event, 't=1,v1=bad')).json()).toMatchObject({
      statusCode: 400,
      message: 'webhook signature is not valid',
    });
    expect((await deliver(event, sign(event))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliver(event, sign(event))).json()).toEqual({ received: true, duplicate: true });
  });

  it('has no sandbox token endpoint with the Stripe gateway', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/tokens',
      headers: { 'x-client-id': 'cadenza-web' },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
