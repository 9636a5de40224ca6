import { billingServerMessages, type Card } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createAccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { createCardToken, getMe, signUp } from './billing-test-support.js';
import { recordExternalSubscription } from '../../src/modules/billing/record-external-subscription.js';

describe.each(testDrivers)('cards and who may touch them on %s', (driver) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    alice = await signUp(t.app, { email: 'alice@example.com' });
    bob = await signUp(t.app, { email: 'bob@example.com', number: '5555555555554444' });
  });
  afterAll(async () => {
    await t.close();
  });

  const cardsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/me/cards', headers })).json<Card[]>();

  it('lists the signup card as the default', async () => {
    expect(await cardsOf(alice)).toEqual([
      expect.objectContaining({
        brand: 'Visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2040,
        isDefault: true,
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/cards' })).statusCode).toBe(401);
  });

  it('answers 404 for someone else’s card, whatever the method', async () => {
    const [bobsCard] = await cardsOf(bob);
    const url = `/api/me/cards/${bobsCard?.id ?? ''}`;
    const update = await t.app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { default: true },
    });
    expect(update.json()).toMatchObject({
      statusCode: 404,
      message: billingServerMessages.cardNotFound,
    });
    expect((await t.app.inject({ method: 'DELETE', url, headers: alice })).statusCode).toBe(404);
    expect(await cardsOf(bob)).toHaveLength(1);
  });

  it('answers 404 for someone else’s subscription', async () => {
    const bobs = (await getMe(t.app, bob)).subscriptions[0]?.originalTransactionId ?? '';
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${bobs}`,
      headers: alice,
    });
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: billingServerMessages.subscriptionNotFound,
    });
    expect((await getMe(t.app, bob)).subscriptions[0]?.cancellationDate).toBeNull();
  });

  it('keeps the only card of an active subscription, and lets it go once another is added', async () => {
    const [only] = await cardsOf(alice);
    const url = `/api/me/cards/${only?.id ?? ''}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: alice });
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      message: billingServerMessages.cardRemovalRefused,
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/cards',
      headers: alice,
      payload: { provider: 'stripe', token: await createCardToken(t.app, '4000056655665556') },
    });
    expect(added.json()).toMatchObject({ last4: '5556', isDefault: false });
    expect((await t.app.inject({ method: 'DELETE', url, headers: alice })).statusCode).toBe(204);
    // The default went, so the card left is the default.
    expect(await cardsOf(alice)).toEqual([
      expect.objectContaining({ last4: '5556', isDefault: true }),
    ]);
  });

  it('makes a new card the default only when asked', async () => {
    const add = async (number: string, isDefault?: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/cards',
        headers: alice,
        payload: {
          provider: 'stripe',
          token: await createCardToken(t.app, number),
          ...(isDefault === undefined ? {} : { default: isDefault }),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Card>();
    };
    const defaults = async () =>
      (await cardsOf(alice)).filter((card) => card.isDefault).map((card) => card.last4);
    const before = await defaults();
    expect(await add('4000008260000000', false)).toMatchObject({ isDefault: false });
    expect(await add('4000001240000000')).toMatchObject({ isDefault: false });
    expect(await defaults()).toEqual(before);
    expect(await add('378282246310005', true)).toMatchObject({ isDefault: true });
    expect(await defaults()).toEqual(['0005']);
  });

  it('makes an account’s only card its default without being asked', async () => {
    const carol = await signUp(t.app, { email: 'carol@example.com' });
    const id = (await getMe(t.app, carol)).subscriptions[0]?.originalTransactionId ?? '';
    await t.app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers: carol });
    const [only] = await cardsOf(carol);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/cards/${only?.id ?? ''}`,
      headers: carol,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/cards',
      headers: carol,
      payload: { provider: 'stripe', token: await createCardToken(t.app), default: false },
    });
    expect(added.json()).toMatchObject({ last4: '4242', isDefault: true });
  });

  it('updates expiry and address, refuses a past expiry, and makes a card the default', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/cards',
      headers: bob,
      payload: { provider: 'stripe', token: await createCardToken(t.app) },
    });
    const id = added.json<Card>().id;
    const details = {
      expMonth: 3,
      expYear: 2041,
      addressZip: 'EC1A 1BB',
      addressLine1: '2 Fugue Lane',
      addressCity: 'Leeds',
      addressCountry: 'GB',
    };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/me/cards/${id}`,
      headers: bob,
      payload: details,
    });
    expect(updated.json()).toMatchObject({
      expiryMonth: 3,
      expiryYear: 2041,
      addressCity: 'Leeds',
    });
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/me/cards/${id}`,
      headers: bob,
      payload: { ...details, expYear: 2001 },
    });
    expect(past.json()).toMatchObject({
      statusCode: 400,
      message: 'Your card’s expiration year is in the past.',
    });
    const [first] = (await cardsOf(bob)).filter((card) => card.id !== id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/me/cards/${first?.id ?? ''}`,
      headers: bob,
      payload: { default: true },
    });
    expect((await cardsOf(bob)).filter((card) => card.isDefault).map((card) => card.id)).toEqual([
      first?.id,
    ]);
  });

  it('shows an Apple subscription and refuses to cancel it on the web', async () => {
    const user = await createAccountsRepository(t.database.handle.db).findByEmail(
      'bob@example.com',
    );
    const now = new Date();
    await recordExternalSubscription(t.database.handle.db, {
      userId: user?.id ?? '',
      provider: 'apple',
      originalTransactionId: '1000000123456789',
      expiresAt: new Date(now.getTime() + 86_400_000 * 20),
      purchasedAt: now,
      total: 999,
      currency: 'GBP',
      isTrialPeriod: false,
      now,
    });
    const me = await getMe(t.app, bob);
    expect(me.subscriptions).toContainEqual(
      expect.objectContaining({ provider: 'apple', status: 'active' }),
    );
    expect(me.transactions).toContainEqual(
      expect.objectContaining({ provider: 'apple', total: 999 }),
    );
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/subscriptions/1000000123456789',
      headers: bob,
    });
    expect(response.json()).toMatchObject({
      statusCode: 403,
      message: billingServerMessages.appleNotCancellable,
    });
  });

  it('refuses a second subscription while one is active', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: alice,
      payload: { provider: 'stripe', planId: 'monthly-us' },
    });
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: billingServerMessages.alreadySubscribed,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          headers: clientHeaders,
          payload: { provider: 'stripe', planId: 'monthly-us' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
