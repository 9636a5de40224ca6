import { billingServerMessages, configResponseSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createCardToken, getMe, postSignup } from './billing-test-support.js';

const US_ADDRESS = '8.8.8.8';
const JP_ADDRESS = '133.11.0.1';
/** Zimbabwe has no plan of its own: its clients are offered the GB plan. */
const ZW_ADDRESS = '41.57.64.1';

describe.each(testDrivers)('a plan belongs to a country on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (sql: string) => Number((await t.database.handle.executeSql(sql)).rows[0]?.n);
  const processorCards = () => count('SELECT count(*)::int AS n FROM sandbox_payment_methods');
  const planOffered = async (ip: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    return configResponseSchema.parse(response.json()).stripePlan.id;
  };
  const subscribe = async (ip: string, planId: string) => {
    const email = `subscriber-${planId}-${ip}@example.com`;
    await createTestUser(t.database.handle, { email, password: 'a long enough password' });
    const client = await signIn(t.app, { email, password: 'a long enough password' });
    const token = await createCardToken(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: { ...clientHeaders, cookie: client.cookie, 'x-forwarded-for': ip },
      payload: { provider: 'stripe', token, planId },
    });
    return { response, headers: { ...clientHeaders, authorization: `Bearer ${client.token}` } };
  };

  it('gives each client the plan of the country its address is in, GB where there is none', async () => {
    expect(await planOffered(US_ADDRESS)).toBe('monthly-us');
    expect(await planOffered(JP_ADDRESS)).toBe('monthly-jp');
    expect(await planOffered(ZW_ADDRESS)).toBe('monthly-gb');
  });

  it('refuses a signup from the US with a US card on the JPY plan, before the processor sees the card', async () => {
    const cardsBefore = await processorCards();
    const response = await postSignup(t.app, {
      email: 'us-on-jp@example.com',
      planId: 'monthly-jp',
      ip: US_ADDRESS,
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      message: billingServerMessages.planNotOffered,
      errors: [{ field: 'payment.planId', message: billingServerMessages.planNotOffered }],
    });
    expect(await processorCards()).toBe(cardsBefore);
    expect(
      await count("SELECT count(*)::int AS n FROM users WHERE email = 'us-on-jp@example.com'"),
    ).toBe(0);
  });

  it('signs the same client up on the plan /api/config offers it', async () => {
    const response = await postSignup(t.app, {
      email: 'us-on-us@example.com',
      planId: await planOffered(US_ADDRESS),
      ip: US_ADDRESS,
    });
    expect(response.statusCode, response.body).toBe(201);
    const me = await getMe(t.app, {
      ...clientHeaders,
      authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}`,
    });
    expect(me.subscriptions[0]).toMatchObject({ status: 'active', isTrialPeriod: true });
  });

  it('refuses a subscription on another country’s plan, and starts one on the offered plan', async () => {
    const refused = await subscribe(US_ADDRESS, 'monthly-jp');
    expect(refused.response.json()).toEqual({
      statusCode: 400,
      message: billingServerMessages.planNotOffered,
      errors: [{ field: 'planId', message: billingServerMessages.planNotOffered }],
    });
    expect((await getMe(t.app, refused.headers)).subscriptions).toEqual([]);

    const accepted = await subscribe(US_ADDRESS, 'monthly-us');
    expect(accepted.response.statusCode, accepted.response.body).toBe(201);
  });

  it('offers the GB plan where a country has none, and only that one', async () => {
    const refused = await subscribe(ZW_ADDRESS, 'monthly-us');
    expect(refused.response.json()).toMatchObject({
      statusCode: 400,
      message: billingServerMessages.planNotOffered,
    });
    const accepted = await subscribe(ZW_ADDRESS, await planOffered(ZW_ADDRESS));
    expect(accepted.response.statusCode, accepted.response.body).toBe(201);
  });
});
