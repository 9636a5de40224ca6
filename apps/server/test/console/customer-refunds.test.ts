import { randomUUID } from 'node:crypto';
import { customerMessages, type CustomerDetail } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';
import {
  auditEntries,
  detailOf,
  ownAccount,
  payingCustomer,
  trialCustomer,
} from './customer-fixtures.js';

describe.each(testDrivers)('refunds from the console (sandbox processor) on %s', (driver) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof consolePeople>>;
  let customer: Awaited<ReturnType<typeof payingCustomer>>;
  let paymentId: string;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    people = await consolePeople(t.database.handle, t.app);
    customer = await payingCustomer(t.database.handle, t.app, 'refund-me@example.com');
    const payment = (await detailOf(people.admin.call, customer.id)).transactions.find(
      (row) => row.kind === 'charge',
    );
    paymentId = payment?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const refund = (amount: unknown, idempotencyKey: string = randomUUID(), id = paymentId) =>
    people.admin.call('POST', `/api/console/customers/${customer.id}/transactions/${id}/refund`, {
      idempotencyKey,
      amount,
    });

  /** The processor's own ledger of the payment: refunded so far, and refunds made. */
  const ledger = async () => {
    const { rows } = await t.database.handle.executeSql(
      `select c.amount_refunded, (select count(*)::int from sandbox_refunds r where r.charge_id = c.id) as refunds
       from sandbox_charges c where c.status = 'succeeded' and c.customer_id =
         (select customer_id from payment_customers where user_id = $1)`,
      [customer.id],
    );
    return { refunded: Number(rows[0]?.amount_refunded), refunds: Number(rows[0]?.refunds) };
  };
  const refundsSeen = async () =>
    (await ownAccount(t.app, customer.headers)).transactions.filter(
      (row) => row.chargeStatus === 'refunded',
    );

  it('refunds part of a payment once per key: the customer’s purchases show it at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all([refund(500, key), refund(500, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await refund(500, key)).statusCode).toBe(200);

    expect(await refundsSeen()).toEqual([
      expect.objectContaining({ total: 500, currency: 'USD', isTrialPeriod: false }),
    ]);
    expect(await ledger()).toEqual({ refunded: 500, refunds: 1 });
    const detail = await detailOf(people.admin.call, customer.id);
    expect(detail.transactions.find((row) => row.id === paymentId)).toMatchObject({
      kind: 'charge',
      total: 1299,
      refunded: 500,
      refundable: 799,
    });
    expect(detail.transactions.find((row) => row.kind === 'refund')).toMatchObject({
      refundOf: paymentId,
      total: 500,
      refundable: 0,
    });
    const entries = await auditEntries(people.admin.call, 'customer.refund');
    expect(entries).toEqual([
      expect.objectContaining({
        target: { type: 'customer', id: customer.id },
        before: { payment: { id: paymentId, total: 1299, currency: 'USD' }, refunded: 0 },
        after: expect.objectContaining({ refunded: 500 }) as unknown,
      }),
    ]);
  });

  it('refuses more than is left and bad amounts, naming the field, and changes nothing', async () => {
    const tooMuch = await refund(800);
    expect(tooMuch.json()).toMatchObject({
      statusCode: 400,
      message: customerMessages.refundTooLarge('US$7.99'),
      errors: [{ field: 'amount' }],
    });
    for (const amount of [0, -5, 12.5, '100', null, 10_000_001]) {
      const response = await refund(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('amount');
    }
    expect(await ledger()).toEqual({ refunded: 500, refunds: 1 });
    expect(await refundsSeen()).toHaveLength(1);
    expect(await auditEntries(people.admin.call, 'customer.refund')).toHaveLength(1);
  });

  it('refunds the rest, then refuses a refunded payment, a refund and a trial', async () => {
    expect((await refund(799)).statusCode).toBe(200);
    expect((await refundsSeen()).map((row) => row.total).sort()).toEqual([500, 799]);
    const again = await refund(1);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: customerMessages.fullyRefunded,
    });

    const detail = await detailOf(people.admin.call, customer.id);
    const refundRow = detail.transactions.find((row) => row.kind === 'refund');
    const ofRefund = await refund(1, randomUUID(), refundRow?.id);
    expect(ofRefund.json()).toMatchObject({
      statusCode: 409,
      message: customerMessages.notRefundable,
    });

    const trial = await trialCustomer(t.app, 'free-so-far@example.com');
    const trialRow = (await detailOf(people.admin.call, trial.id)).transactions[0];
    const ofTrial = await people.admin.call(
      'POST',
      `/api/console/customers/${trial.id}/transactions/${trialRow?.id ?? ''}/refund`,
      { idempotencyKey: randomUUID(), amount: 1 },
    );
    expect(ofTrial.json()).toMatchObject({
      statusCode: 409,
      message: customerMessages.notRefundable,
    });
    // Another customer's payment is not this customer's.
    const elsewhere = await people.admin.call(
      'POST',
      `/api/console/customers/${trial.id}/transactions/${paymentId}/refund`,
      { idempotencyKey: randomUUID(), amount: 1 },
    );
    expect(elsewhere.json()).toMatchObject({
      statusCode: 404,
      message: customerMessages.transactionNotFound,
    });
    expect(await ledger()).toEqual({ refunded: 1299, refunds: 2 });
  });

  it('records nothing when the card processor refuses, and the key may be used again', async () => {
    const other = await payingCustomer(t.database.handle, t.app, 'refunded-elsewhere@example.com');
    const payment = (await detailOf(people.admin.call, other.id)).transactions.find(
      (row) => row.kind === 'charge',
    );
    // Refunded at the processor by someone else: our ledger does not know it yet.
    await t.database.handle.executeSql(
      `update sandbox_charges set amount_refunded = amount where customer_id =
         (select customer_id from payment_customers where user_id = $1)`,
      [other.id],
    );
    const key = randomUUID();
    const path = `/api/console/customers/${other.id}/transactions/${payment?.id ?? ''}/refund`;
    const refused = await people.admin.call('POST', path, { idempotencyKey: key, amount: 1299 });
    expect(refused.json<{ statusCode: number; message: string }>()).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('the card processor refused the refund: Charge') as unknown,
    });
    const detail: CustomerDetail = await detailOf(people.admin.call, other.id);
    expect(detail.transactions.filter((row) => row.kind === 'refund')).toEqual([]);
    expect(await auditEntries(people.admin.call, 'customer.refund')).toHaveLength(2);

    // Nothing was kept of the refused attempt: once the processor allows it, the key works.
    await t.database.handle.executeSql(
      `update sandbox_charges set amount_refunded = 0 where customer_id =
         (select customer_id from payment_customers where user_id = $1)`,
      [other.id],
    );
    expect(
      (await people.admin.call('POST', path, { idempotencyKey: key, amount: 1299 })).statusCode,
    ).toBe(200);
    expect((await ownAccount(t.app, other.headers)).transactions).toContainEqual(
      expect.objectContaining({ chargeStatus: 'refunded', total: 1299 }),
    );
  });
});
