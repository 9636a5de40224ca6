import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import {
  advanceClock,
  countEmails,
  countLedgerCharges,
  createCardToken,
  getMe,
  settleJobs,
  signUp,
} from './billing-test-support.js';

const DAY_MS = 86_400_000;

describe.each(testDrivers)('billing lifecycle by the clock on %s', (driver) => {
  let t: TestApp;
  const advance = async (days: number) => {
    await advanceClock(t.app, days);
    await settleJobs(t.database.handle);
  };

  beforeAll(async () => {
    // Sessions outlive the months the clock moves through, so one sign-in lasts the test.
    const longSessions = {
      SESSION_IDLE_TIMEOUT_MINUTES: '5000000',
      SESSION_MAX_LIFETIME_MINUTES: '5000000',
    };
    t = await buildTestApp(driver, { CLOCK: 'adjustable', ...longSessions }, { runWorkers: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('trial, reminder 3 days before, first charge, renewal, declines with retries, expiry', async () => {
    const headers = await signUp(t.app, { email: 'life@example.com' });
    const start = t.clock.now().getTime();
    let me = await getMe(t.app, headers);
    expect(me.isFreeTrialAvailable).toBe(false);
    expect(me.subscriptions).toHaveLength(1);
    expect(me.subscriptions[0]).toMatchObject({
      status: 'active',
      isTrialPeriod: true,
      provider: 'stripe',
    });
    const trialEnd = new Date(me.subscriptions[0]?.expiryDate ?? '').getTime();
    expect(Math.round((trialEnd - start) / DAY_MS)).toBe(30);
    expect(me.transactions).toEqual([
      expect.objectContaining({ isTrialPeriod: true, total: 0, chargeStatus: 'succeeded' }),
    ]);

    await advance(26.9);
    expect(await countEmails(t.database.handle, 'trial-reminder', 'life@example.com')).toBe(0);
    await advance(0.2);
    expect(await countEmails(t.database.handle, 'trial-reminder', 'life@example.com')).toBe(1);

    await advance(3);
    me = await getMe(t.app, headers);
    expect(me.subscriptions[0]).toMatchObject({ status: 'active', isTrialPeriod: false });
    expect(me.transactions[0]).toMatchObject({
      chargeStatus: 'succeeded',
      total: 1299,
      currency: 'USD',
      isTrialPeriod: false,
    });
    expect(await countEmails(t.database.handle, 'receipt', 'life@example.com')).toBe(1);

    await advance(31);
    me = await getMe(t.app, headers);
    expect(me.transactions.filter((row) => row.total === 1299)).toHaveLength(2);

    // The card now on file attaches but every charge fails.
    const failing = await t.app.inject({
      method: 'POST',
      url: '/api/me/cards',
      headers,
      payload: { provider: 'stripe', token: await createCardToken(t.app, '4000000000000341') },
    });
    expect(failing.statusCode, failing.body).toBe(201);
    const good = me.cards[0];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/cards/${good?.id ?? ''}`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    await advance(31);
    me = await getMe(t.app, headers);
    expect(me.subscriptions[0]?.status).toBe('past_due');
    expect(await countEmails(t.database.handle, 'failed-payment', 'life@example.com')).toBe(1);
    for (const days of [1, 2, 2, 2]) await advance(days);
    me = await getMe(t.app, headers);
    expect(me.subscriptions[0]?.status).toBe('expired');
    expect(await countEmails(t.database.handle, 'failed-payment', 'life@example.com')).toBe(5);
    expect(await countEmails(t.database.handle, 'receipt', 'life@example.com')).toBe(2);

    await advance(10);
    expect(await countLedgerCharges(t.database.handle, 'failed')).toBe(5);
  });

  it('cancelled in the trial: access until expiry, never charged, then resubscribed without a trial', async () => {
    const headers = await signUp(t.app, {
      email: 'cancel@example.com',
      number: '5555555555554444',
    });
    let me = await getMe(t.app, headers);
    const id = me.subscriptions[0]?.originalTransactionId ?? '';
    const cancel = () =>
      t.app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'active',
      isTrialPeriod: true,
      cancellationDate: expect.any(String),
    });
    expect((await cancel()).json()).toEqual(first.json());
    await settleJobs(t.database.handle);
    expect(
      await countEmails(t.database.handle, 'cancellation-confirmation', 'cancel@example.com'),
    ).toBe(1);

    const chargesBefore = await countLedgerCharges(t.database.handle);
    await advance(31);
    me = await getMe(t.app, headers);
    expect(me.subscriptions[0]?.status).toBe('expired');
    expect(me.transactions.every((row) => row.total === 0)).toBe(true);
    expect(await countLedgerCharges(t.database.handle)).toBe(chargesBefore);

    const resubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers,
      payload: { provider: 'stripe', planId: 'monthly-us', token: await createCardToken(t.app) },
    });
    expect(resubscribe.statusCode, resubscribe.body).toBe(201);
    expect(resubscribe.json()).toMatchObject({ status: 'active', isTrialPeriod: false });
    me = await getMe(t.app, headers);
    expect(me.transactions[0]).toMatchObject({
      chargeStatus: 'succeeded',
      total: 1299,
      currency: 'USD',
      isTrialPeriod: false,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers,
      payload: { provider: 'stripe', planId: 'monthly-us' },
    });
    expect(again.statusCode).toBe(409);
    expect(await countLedgerCharges(t.database.handle)).toBe(chargesBefore + 1);
  });

  it('an offer sets the trial length and discounts the first months', async () => {
    const headers = await signUp(t.app, {
      email: 'offer@example.com',
      referralCode: 'conservatoire-half-price',
    });
    let me = await getMe(t.app, headers);
    const start = t.clock.now().getTime();
    const expiry = new Date(me.subscriptions[0]?.expiryDate ?? '').getTime();
    expect(Math.round((expiry - start) / DAY_MS)).toBe(14);
    expect(me.subscriptions[0]?.discount).toMatchObject({ coupon: { percent_off: 50 } });
    await advance(14);
    me = await getMe(t.app, headers);
    expect(me.transactions[0]).toMatchObject({ total: 650, currency: 'USD' });

    const week = await signUp(t.app, { email: 'week@example.com', referralCode: 'week-trial' });
    const weekMe = await getMe(t.app, week);
    const weekExpiry = new Date(weekMe.subscriptions[0]?.expiryDate ?? '').getTime();
    expect(Math.round((weekExpiry - t.clock.now().getTime()) / DAY_MS)).toBe(7);
  });

  it('refuses the clock endpoint body it cannot read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      headers: clientHeaders,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
