import {
  accountFieldMessages,
  billingServerMessages,
  cardProcessorMessages,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createCardToken, postSignup } from './billing-test-support.js';

const GB_ADDRESS = '81.2.69.160';
const US_ADDRESS = '8.8.8.8';
const BR_ADDRESS = '200.147.67.142';

describe.each(testDrivers)('registration errors on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { TRUST_PROXY: 'true', GEO_RESTRICTED_COUNTRIES: 'BR' });
  });
  afterAll(async () => {
    await t.close();
  });

  const isRegistered = async (email: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/emails?email=${encodeURIComponent(email)}` }))
      .statusCode === 200;
  const countSubscriptions = async () =>
    Number(
      (await t.database.handle.executeSql('SELECT count(*)::int AS n FROM subscriptions')).rows[0]
        ?.n,
    );

  it('signs up with a GB card from a GB address', async () => {
    const response = await postSignup(t.app, {
      email: 'gb@example.com',
      number: '4000008260000000',
      ip: GB_ADDRESS,
      planId: 'monthly-gb',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'gb@example.com',
      accessToken: expect.any(String),
    });
  });

  it("answers 'email exists' to a second signup, and to a double-clicked one", async () => {
    const response = await postSignup(t.app, {
      email: 'GB@example.com',
      number: '4000008260000000',
      ip: GB_ADDRESS,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'email exists' });

    const before = await countSubscriptions();
    const [a, b] = await Promise.all([
      postSignup(t.app, { email: 'twice@example.com', ip: US_ADDRESS }),
      postSignup(t.app, { email: 'twice@example.com', ip: US_ADDRESS }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await countSubscriptions()).toBe(before + 1);
  });

  it("answers 'offer is no longer active' for an inactive offer", async () => {
    const response = await postSignup(t.app, {
      email: 'late@example.com',
      referralCode: 'summer-school',
      ip: US_ADDRESS,
    });
    expect(response.json()).toMatchObject({
      statusCode: 410,
      message: billingServerMessages.offerInactive,
    });
    expect(await isRegistered('late@example.com')).toBe(false);
  });

  it("answers 'could not establish country of residence' when card and address differ or the address is unknown", async () => {
    const mismatch = await postSignup(t.app, {
      email: 'abroad@example.com',
      number: '4242424242424242',
      ip: GB_ADDRESS,
      planId: 'monthly-gb',
    });
    expect(mismatch.json()).toMatchObject({
      statusCode: 422,
      message: 'could not establish country of residence',
    });
    const unknown = await postSignup(t.app, { email: 'nowhere@example.com', ip: '192.0.2.1' });
    expect(unknown.json()).toMatchObject({ message: 'could not establish country of residence' });
    expect(await isRegistered('abroad@example.com')).toBe(false);
  });

  it('refuses signup from a geo-restricted country', async () => {
    const response = await postSignup(t.app, {
      email: 'br@example.com',
      number: '4000000760000002',
      ip: BR_ADDRESS,
    });
    expect(response.json()).toMatchObject({
      statusCode: 403,
      message: billingServerMessages.geoRestricted,
    });
  });

  it.each([
    ['4000000000000002', cardProcessorMessages.declined],
    ['4000000000009995', cardProcessorMessages.insufficientFunds],
    ['4000000000000069', cardProcessorMessages.expired],
    ['4000000000000127', cardProcessorMessages.incorrectCvc],
    ['4000000000000119', cardProcessorMessages.processingError],
  ])(
    'passes on the card processor’s message for %s and creates nothing',
    async (number, message) => {
      const email = `declined-${number}@example.com`;
      const response = await postSignup(t.app, { email, number, ip: US_ADDRESS });
      expect(response.json()).toEqual({ statusCode: 402, message });
      expect(await isRegistered(email)).toBe(false);
    },
  );

  it('refuses a common password, as the reset and set-password forms do, and creates nothing', async () => {
    const before = await countSubscriptions();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...clientHeaders, 'x-forwarded-for': US_ADDRESS },
      payload: {
        email: 'common@example.com',
        password: 'Password',
        consents: { terms: true, marketing: false, thirdPartyMarketing: false },
        payment: { provider: 'stripe', token: await createCardToken(t.app), planId: 'monthly-us' },
      },
    });
    const message = accountFieldMessages.passwordTooCommon;
    expect(response.json()).toEqual({
      statusCode: 400,
      message,
      errors: [{ field: 'password', message }],
    });
    expect(await isRegistered('common@example.com')).toBe(false);
    expect(await countSubscriptions()).toBe(before);
  });

  it('refuses a plan that does not exist, a malformed token and a used token', async () => {
    const plan = await postSignup(t.app, {
      email: 'plan@example.com',
      planId: 'monthly-mars',
      ip: US_ADDRESS,
    });
    expect(plan.json()).toMatchObject({
      statusCode: 400,
      message: billingServerMessages.planNotFound,
    });
    const payload = (token: string) => ({
      email: 'token@example.com',
      password: 'a long enough password',
      payment: { provider: 'stripe', token, planId: 'monthly-us' },
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: clientHeaders,
      payload: payload('not a token'),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
      'payment.token',
    );
    const token = await createCardToken(t.app);
    const headers = { ...clientHeaders, 'x-forwarded-for': US_ADDRESS };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users', headers, payload: payload(token) }))
        .statusCode,
    ).toBe(201);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { ...payload(token), email: 'token2@example.com' },
    });
    expect(reused.statusCode).toBe(402);
    expect(await isRegistered('token2@example.com')).toBe(false);
  });
});

describe.each(testDrivers)('sandbox card tokens on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });
  const tokenise = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sandbox/tokens',
      headers: clientHeaders,
      payload: {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        ...payload,
      },
    });

  it('answers the card as the processor describes it, country from the number', async () => {
    const visa = await tokenise({});
    expect(visa.json()).toMatchObject({
      id: expect.stringMatching(/^tok_/),
      card: { brand: 'Visa', last4: '4242', country: 'US' },
    });
    const gb = await tokenise({ number: '4000008260000000', addressCountry: 'FR' });
    expect(gb.json()).toMatchObject({ card: { country: 'GB' } });
  });

  it('refuses malformed cards in the processor’s words', async () => {
    expect((await tokenise({ number: '4242424242424241' })).json()).toMatchObject({
      statusCode: 402,
      message: cardProcessorMessages.incorrectNumber,
    });
    expect((await tokenise({ cvc: '12' })).json()).toMatchObject({
      message: cardProcessorMessages.invalidCvc,
    });
    expect((await tokenise({ expYear: 2001 })).json()).toMatchObject({
      message: cardProcessorMessages.invalidExpiryYear,
    });
    expect((await tokenise({ number: '4111111111111111' })).json()).toMatchObject({
      message: cardProcessorMessages.liveCardInTestMode,
    });
  });

  it('refuses the test clock unless CLOCK=adjustable', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      headers: clientHeaders,
      payload: { advanceDays: 1 },
    });
    expect(response.json()).toMatchObject({
      statusCode: 403,
      message: billingServerMessages.clockNotAdjustable,
    });
  });
});
