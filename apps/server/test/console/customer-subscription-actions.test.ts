import { randomUUID } from 'node:crypto';
import {
  addMonthsAnchored,
  consoleMessages,
  customerMessages,
  DAY_MS,
  type CustomerDetail,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEmails, countLedgerCharges } from '../billing/billing-test-support.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';
import {
  auditEntries,
  ownAccount,
  payingCustomer,
  subscriptionOf,
  trialCustomer,
} from './customer-fixtures.js';

describe.each(testDrivers)('the console on a customer’s subscription, on %s', (driver) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof consolePeople>>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    people = await consolePeople(t.database.handle, t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const subscriptionPath = (customerId: string, subscriptionId: string, action: string) =>
    `/api/console/customers/${customerId}/subscriptions/${subscriptionId}/${action}`;

  it('extends a running trial: the customer’s expiry moves at once, once per key, audited', async () => {
    const customer = await trialCustomer(t.app, 'trial@example.com');
    const before = subscriptionOf(await ownAccount(t.app, customer.headers));
    const path = subscriptionPath(customer.id, before.id, 'extend-trial');
    const request = { idempotencyKey: randomUUID(), days: 10 };
    // A double submit, and a retry after it: one extension.
    const answers = await Promise.all([
      people.admin.call('POST', path, request),
      people.admin.call('POST', path, request),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);

    const after = subscriptionOf(await ownAccount(t.app, customer.headers));
    expect(Date.parse(after.expiryDate) - Date.parse(before.expiryDate)).toBe(10 * DAY_MS);
    expect(after).toMatchObject({ status: 'active', isTrialPeriod: true, cancellationDate: null });
    const detail = answers[0].json<CustomerDetail>();
    expect(detail.subscriptions[0]?.trialEnd).toBe(after.expiryDate);

    const entries = await auditEntries(people.admin.call, 'customer.extend-trial');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { email: 'admin@example.com' },
      target: { type: 'customer', id: customer.id },
      before: { subscription: { id: before.id, trialEnd: before.expiryDate } },
      after: { subscription: { id: before.id, trialEnd: after.expiryDate } },
    });

    // The same key for another request is refused, and nothing more changes.
    const reused = await people.admin.call('POST', path, { ...request, days: 20 });
    expect(reused.json()).toMatchObject({
      statusCode: 409,
      message: consoleMessages.idempotencyKeyReused,
    });
    expect(subscriptionOf(await ownAccount(t.app, customer.headers)).expiryDate).toBe(
      after.expiryDate,
    );
  });

  it('refuses bad numbers and keys with the field named, changing nothing', async () => {
    const customer = await trialCustomer(t.app, 'careful@example.com');
    const before = subscriptionOf(await ownAccount(t.app, customer.headers));
    const path = subscriptionPath(customer.id, before.id, 'extend-trial');
    for (const days of [0, -3, 91, 2.5, '7', null, 1e12]) {
      const response = await people.admin.call('POST', path, {
        idempotencyKey: randomUUID(),
        days,
      });
      expect(response.statusCode, String(days)).toBe(400);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('days');
    }
    const months = await people.admin.call(
      'POST',
      subscriptionPath(customer.id, before.id, 'grant-months'),
      { idempotencyKey: randomUUID(), months: 13 },
    );
    expect(months.json()).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'months', message: 'must be at most 12' }],
    });
    for (const idempotencyKey of [undefined, 'again', '']) {
      const response = await people.admin.call('POST', path, { idempotencyKey, days: 5 });
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
        'idempotencyKey',
      );
    }
    expect(subscriptionOf(await ownAccount(t.app, customer.headers))).toEqual(before);
  });

  it('extends only a running trial, grants months only after one, naming why', async () => {
    const paying = await payingCustomer(t.database.handle, t.app, 'paying@example.com');
    const paid = subscriptionOf(await ownAccount(t.app, paying.headers));
    const extend = await people.admin.call(
      'POST',
      subscriptionPath(paying.id, paid.id, 'extend-trial'),
      { idempotencyKey: randomUUID(), days: 5 },
    );
    expect(extend.json()).toMatchObject({ statusCode: 409, message: customerMessages.notATrial });

    const trial = await trialCustomer(t.app, 'still-trying@example.com');
    const trying = subscriptionOf(await ownAccount(t.app, trial.headers));
    const grant = await people.admin.call(
      'POST',
      subscriptionPath(trial.id, trying.id, 'grant-months'),
      { idempotencyKey: randomUUID(), months: 1 },
    );
    expect(grant.json()).toMatchObject({ statusCode: 409, message: customerMessages.grantInTrial });
    expect(subscriptionOf(await ownAccount(t.app, paying.headers))).toEqual(paid);
    expect(subscriptionOf(await ownAccount(t.app, trial.headers))).toEqual(trying);
  });

  it('grants free months: the renewal moves on by whole periods and nothing is charged', async () => {
    const customer = await payingCustomer(t.database.handle, t.app, 'loyal@example.com');
    const me = await ownAccount(t.app, customer.headers);
    const before = subscriptionOf(me);
    const { rows } = await t.database.handle.executeSql(
      'select (extract(epoch from billing_anchor) * 1000)::float8 as ms from subscriptions where id = $1',
      [before.id],
    );
    const anchor = new Date(Number(rows[0]?.ms));
    expect(before.expiryDate).toBe(addMonthsAnchored(anchor, 1).toISOString());
    const charges = await countLedgerCharges(t.database.handle);

    const request = { idempotencyKey: randomUUID(), months: 2 };
    const path = subscriptionPath(customer.id, before.id, 'grant-months');
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);

    const after = await ownAccount(t.app, customer.headers);
    expect(subscriptionOf(after)).toEqual({
      ...before,
      expiryDate: addMonthsAnchored(anchor, 3).toISOString(),
    });
    expect(after.transactions).toEqual(me.transactions);
    expect(await countLedgerCharges(t.database.handle)).toBe(charges);
    const entries = await auditEntries(people.admin.call, 'customer.grant-months');
    expect(entries).toEqual([
      expect.objectContaining({
        before: { subscription: expect.objectContaining({ periodIndex: 1 }) as unknown },
        after: { subscription: expect.objectContaining({ periodIndex: 3 }) as unknown },
      }),
    ]);
  });

  it('cancels at period end: cancelled but not yet expired, emailed once; again is refused', async () => {
    const customer = await payingCustomer(t.database.handle, t.app, 'leaving@example.com');
    const before = subscriptionOf(await ownAccount(t.app, customer.headers));
    const path = subscriptionPath(customer.id, before.id, 'cancel');
    const request = { idempotencyKey: randomUUID(), when: 'period-end' };
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);

    const after = subscriptionOf(await ownAccount(t.app, customer.headers));
    expect(after).toMatchObject({ status: 'active', expiryDate: before.expiryDate });
    expect(after.cancellationDate).not.toBeNull();
    expect(await countEmails(t.database.handle, 'cancellation-confirmation', customer.email)).toBe(
      1,
    );
    const again = await people.admin.call('POST', path, {
      idempotencyKey: randomUUID(),
      when: 'period-end',
    });
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: customerMessages.alreadyCancelled,
    });
    expect((await auditEntries(people.admin.call, 'customer.cancel')).length).toBe(1);
  });

  it('cancels now: the customer’s subscription has expired at once, and stays ended', async () => {
    const customer = await trialCustomer(t.app, 'gone@example.com');
    const before = subscriptionOf(await ownAccount(t.app, customer.headers));
    const cancelled = await people.admin.call(
      'POST',
      subscriptionPath(customer.id, before.id, 'cancel'),
      { idempotencyKey: randomUUID(), when: 'now' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = subscriptionOf(await ownAccount(t.app, customer.headers));
    expect(after).toMatchObject({ status: 'expired', isTrialPeriod: false });
    expect(Date.parse(after.expiryDate)).toBeLessThanOrEqual(Date.now());
    expect(cancelled.json<CustomerDetail>().subscriptions[0]?.actions).toEqual({
      extendTrial: false,
      grantMonths: false,
      cancelAtPeriodEnd: false,
      cancelNow: false,
    });
    const refused = {
      'extend-trial': { days: 3 },
      'grant-months': { months: 1 },
      cancel: { when: 'now' },
    };
    for (const [action, body] of Object.entries(refused)) {
      const response = await people.admin.call(
        'POST',
        subscriptionPath(customer.id, before.id, action),
        { idempotencyKey: randomUUID(), ...body },
      );
      expect(response.json()).toMatchObject({ statusCode: 409, message: customerMessages.ended });
    }
  });

  it('answers 404 for a subscription of someone else and for no such customer', async () => {
    const owner = await trialCustomer(t.app, 'owner@example.com');
    const other = await trialCustomer(t.app, 'other@example.com');
    const owned = subscriptionOf(await ownAccount(t.app, owner.headers));
    const wrong = await people.admin.call(
      'POST',
      subscriptionPath(other.id, owned.id, 'extend-trial'),
      { idempotencyKey: randomUUID(), days: 3 },
    );
    expect(wrong.json()).toMatchObject({
      statusCode: 404,
      message: customerMessages.subscriptionNotFound,
    });
    const nobody = await people.admin.call(
      'POST',
      subscriptionPath(randomUUID(), owned.id, 'extend-trial'),
      { idempotencyKey: randomUUID(), days: 3 },
    );
    expect(nobody.json()).toMatchObject({
      statusCode: 404,
      message: customerMessages.customerNotFound,
    });
    expect(subscriptionOf(await ownAccount(t.app, owner.headers))).toEqual(owned);
  });
});
