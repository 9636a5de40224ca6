import { configResponseSchema } from '@cadenza/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';

describe.each(testDrivers)('what /api/config tells the web app about providers on %s', (driver) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  async function configWith(env: Record<string, string>) {
    const t = await buildTestApp(driver, env);
    apps.push(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    return configResponseSchema.parse(res.json());
  }

  it('uses the sandbox Facebook login and card form by default', async () => {
    const config = await configWith({});
    expect(config.facebookSandbox).toBe(true);
    expect(config.paymentGateway).toBe('sandbox');
  });

  it('uses Facebook and Stripe when they are configured', async () => {
    const config = await configWith({
      FACEBOOK_APP_SECRET: 'secret',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    expect(config.facebookSandbox).toBe(false);
    expect(config.paymentGateway).toBe('stripe');
  });
});
