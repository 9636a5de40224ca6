import { randomUUID } from 'node:crypto';
import {
  consoleMessages,
  customerMessages,
  type CustomerEmailsPage,
  type CustomerSearchPage,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, signIn } from '../accounts-fixtures.js';
import { settleJobs } from '../billing/billing-test-support.js';
import { testDrivers } from '../databases.js';
import { isAddressedTo, startSmtpCapture, type SmtpCapture } from '../smtp-capture.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';
import {
  auditEntries,
  detailOf,
  ownAccount,
  payingCustomer,
  trialCustomer,
} from './customer-fixtures.js';

describe.each(testDrivers)('the console’s customers on %s', (driver) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let people: Awaited<ReturnType<typeof consolePeople>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp(driver, { SMTP_URL: smtp.url }, { runWorkers: true });
    people = await consolePeople(t.database.handle, t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const search = async (query: string) => {
    const response = await people.admin.call('GET', `/api/console/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CustomerSearchPage>();
  };

  it('answers only admins, on reads and actions alike: 401 signed out, 403 to others', async () => {
    const customer = await trialCustomer(t.app, 'private@example.com');
    const subscription = (await ownAccount(t.app, customer.headers)).subscriptions[0];
    const base = `/api/console/customers/${customer.id}`;
    const requests: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/api/console/customers?q=private'],
      ['GET', base],
      ['GET', `${base}/emails`],
      ['POST', `${base}/sessions/end`, { idempotencyKey: randomUUID() }],
      [
        'POST',
        `${base}/subscriptions/${subscription?.id ?? ''}/extend-trial`,
        { idempotencyKey: randomUUID(), days: 30 },
      ],
    ];
    const asCustomer = (method: 'GET' | 'POST', url: string, body?: object) =>
      t.app.inject({ method, url, headers: customer.headers, ...(body ? { payload: body } : {}) });
    for (const [method, url, body] of requests) {
      expect((await people.guest(method, url, body)).statusCode, url).toBe(401);
      for (const call of [people.publisher.call, people.ordinary.call, asCustomer]) {
        const response = await call(method, url, body);
        expect(response.json(), url).toEqual({
          statusCode: 403,
          message: consoleMessages.adminsOnly,
        });
      }
    }
    // Nothing happened: the customer is still signed in, on the same trial.
    const alive = await t.app.inject({
      method: 'HEAD',
      url: '/api/sessions',
      headers: customer.headers,
    });
    expect(alive.statusCode).toBe(200);
    const me = await ownAccount(t.app, customer.headers);
    expect(me.subscriptions[0]).toEqual(subscription);
    expect(await auditEntries(people.admin.call, 'customer.end-sessions')).toEqual([]);
  });

  it('finds customers by any part of their email or first name, in any case, 25 a page', async () => {
    for (let i = 0; i < 27; i += 1)
      await createTestUser(t.database.handle, {
        email: `pianist-${String(i).padStart(2, '0')}@example.com`,
      });
    await createTestUser(t.database.handle, { email: 'cw@example.com', firstName: 'Clara' });
    await createTestUser(t.database.handle, { email: 'ann@example.com' });
    await createTestUser(t.database.handle, { email: 'joann@example.com' });

    const first = await search('?q=PIANIST');
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect((await search('?q=pianist&page=2')).items).toHaveLength(2);
    expect((await search('?q=lar')).items.map((item) => item.email)).toEqual(['cw@example.com']);
    // The exact address first, though the other was made later.
    expect((await search('?q=ann@example.com')).items.map((item) => item.email)).toEqual([
      'ann@example.com',
      'joann@example.com',
    ]);
    // LIKE's own characters are taken literally.
    expect(await search('?q=%25')).toMatchObject({ total: 0, items: [] });
    expect(await search('?q=_')).toMatchObject({ total: 0, items: [] });
    expect(await search('?q=nobody-here')).toMatchObject({ total: 0, items: [] });
    // Without a query: every account, newest first.
    expect((await search('')).items[0]?.email).toBe('joann@example.com');
    const bad = await people.admin.call('GET', '/api/console/customers?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a customer’s subscription, payments, cards (brand, last 4 and expiry only), sessions', async () => {
    const customer = await trialCustomer(t.app, 'Detailed@Example.com');
    const found = await search('?q=detailed');
    expect(found.items).toEqual([
      expect.objectContaining({
        id: customer.id,
        subscription: {
          status: 'active',
          isTrialPeriod: true,
          provider: 'stripe',
          cancellationDate: null,
        },
      }),
    ]);
    const response = await people.admin.call('GET', `/api/console/customers/${customer.id}`);
    const detail = await detailOf(people.admin.call, customer.id);
    expect(detail.customer).toMatchObject({ email: 'Detailed@Example.com', role: 'ordinary' });
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({
        status: 'active',
        isTrialPeriod: true,
        currency: 'USD',
        amount: 1299,
        actions: {
          extendTrial: true,
          grantMonths: false,
          cancelAtPeriodEnd: true,
          cancelNow: true,
        },
      }),
    ]);
    expect(detail.transactions).toEqual([
      expect.objectContaining({ kind: 'trial', total: 0, refundable: 0 }),
    ]);
    expect(detail.cards).toHaveLength(1);
    expect(Object.keys(detail.cards[0] ?? {}).sort()).toEqual(
      ['brand', 'expiryMonth', 'expiryYear', 'id', 'isDefault', 'last4'].sort(),
    );
    expect(detail.cards[0]).toMatchObject({ brand: 'Visa', last4: '4242', expiryYear: 2040 });
    // Nothing else of the card: not its number, fingerprint, processor ids or address.
    for (const secret of ['4242424242424242', 'sandbox_', 'pm_', 'Scale Street', 'N1 9GU'])
      expect(response.body).not.toContain(secret);
    expect(detail.sessions).toHaveLength(1);

    const missing = await people.admin.call('GET', `/api/console/customers/${randomUUID()}`);
    expect(missing.json()).toEqual({ statusCode: 404, message: customerMessages.customerNotFound });
  });

  it('ends every session: the customer is signed out at once, once per key, audited', async () => {
    const password = 'a long passphrase 42';
    const user = await createTestUser(t.database.handle, {
      email: 'everywhere@example.com',
      password,
    });
    const laptop = await signIn(t.app, { email: 'everywhere@example.com', password });
    const tablet = await signIn(t.app, { email: 'everywhere@example.com', password });
    expect(await checkSession(t.app, laptop)).toBe(200);
    expect((await detailOf(people.admin.call, user.id)).sessions).toHaveLength(2);

    const path = `/api/console/customers/${user.id}/sessions/end`;
    const request = { idempotencyKey: randomUUID() };
    const ended = await people.admin.call('POST', path, request);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ sessions: unknown[] }>().sessions).toEqual([]);
    expect(await checkSession(t.app, laptop)).toBe(401);
    expect(await checkSession(t.app, tablet)).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...clientHeaders, cookie: tablet.cookie },
    });
    expect(me.statusCode).toBe(401);

    // A retry of the same action answers as before; a new one finds nothing to end.
    expect((await people.admin.call('POST', path, request)).statusCode).toBe(200);
    const again = await people.admin.call('POST', path, { idempotencyKey: randomUUID() });
    expect(again.json()).toEqual({ statusCode: 409, message: customerMessages.noSessions });
    const entries = await auditEntries(people.admin.call, 'customer.end-sessions');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: { type: 'customer', id: user.id },
      after: { sessions: [] },
    });
    expect((entries[0]?.before as { sessions: unknown[] }).sessions).toHaveLength(2);
    // They can sign in again.
    expect(
      await checkSession(t.app, await signIn(t.app, { email: 'everywhere@example.com', password })),
    ).toBe(200);
  });

  it('lists the emails sent and sends a kept one again, once per key; never a single-use link', async () => {
    const customer = await payingCustomer(t.database.handle, t.app, 'receipts@example.com');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-resets',
      headers: clientHeaders,
      payload: { email: 'receipts@example.com' },
    });
    expect(reset.statusCode).toBe(204);
    await settleJobs(t.database.handle);
    const emails = async () => {
      const response = await people.admin.call(
        'GET',
        `/api/console/customers/${customer.id}/emails`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CustomerEmailsPage>();
    };
    const sent = await emails();
    expect(sent.items.map((item) => [item.template, item.status, item.resendRefusal])).toEqual([
      ['password-reset', 'sent', customerMessages.emailSingleUseLink],
      ['receipt', 'sent', null],
    ]);
    // A single-use link is not kept once delivered; a receipt is, to be sent again.
    const { rows } = await t.database.handle.executeSql(
      `select template, text is null as erased from email_messages
       where to_address = 'receipts@example.com' order by created_at`,
    );
    expect(rows).toEqual([
      { template: 'receipt', erased: false },
      { template: 'password-reset', erased: true },
    ]);
    const receipt = sent.items[1];
    const receipts = () =>
      smtp.messages.filter(
        (message) =>
          isAddressedTo(message, 'receipts@example.com') && message.subject === receipt?.subject,
      );
    expect(receipts()).toHaveLength(1);

    const path = `/api/console/customers/${customer.id}/emails/${receipt?.id ?? ''}/resend`;
    const request = { idempotencyKey: randomUUID() };
    const answers = await Promise.all([
      people.admin.call('POST', path, request),
      people.admin.call('POST', path, request),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await settleJobs(t.database.handle);
    expect(receipts()).toHaveLength(2);
    expect(receipts()[1]?.text).toBe(receipts()[0]?.text);
    expect((await emails()).total).toBe(3);

    const link = await people.admin.call(
      'POST',
      `/api/console/customers/${customer.id}/emails/${sent.items[0]?.id ?? ''}/resend`,
      { idempotencyKey: randomUUID() },
    );
    expect(link.json()).toEqual({ statusCode: 409, message: customerMessages.emailSingleUseLink });
    const notTheirs = await people.admin.call(
      'POST',
      `/api/console/customers/${people.ordinary.id}/emails/${receipt?.id ?? ''}/resend`,
      { idempotencyKey: randomUUID() },
    );
    expect(notTheirs.json()).toEqual({ statusCode: 404, message: customerMessages.emailNotFound });
    await settleJobs(t.database.handle);
    expect(receipts()).toHaveLength(2);
    expect(await auditEntries(people.admin.call, 'customer.resend-email')).toHaveLength(1);
  });
});
