import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.workers).toBe('on');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.featureFlags).toEqual({
      video: true,
      'multiple-videos': true,
      stripe: true,
      payments: true,
    });
  });

  it('names every malformed setting', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FEATURE_VIDEO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain("FEATURE_VIDEO: must be 'true' or 'false'");
  });

  it('treats an empty variable as unset and reads flags', () => {
    const config = loadConfig({ PORT: '', FEATURE_PAYMENTS: 'false', WORKERS: 'only' });
    expect(config.port).toBe(3000);
    expect(config.featureFlags.payments).toBe(false);
    expect(config.workers).toBe('only');
  });
});

describe('loadConfig in production', () => {
  const stripeKeys = {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  };
  const without = (name: keyof typeof stripeKeys): Record<string, string> =>
    Object.fromEntries(Object.entries(stripeKeys).filter(([key]) => key !== name));
  const problemsOf = (env: Record<string, string>): string => {
    try {
      loadConfig({ NODE_ENV: 'production', ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return '';
  };

  it('refuses the sandbox card processor, which is the default', () => {
    expect(problemsOf({})).toContain(
      'PAYMENT_GATEWAY: sandbox is refused when NODE_ENV=production',
    );
    expect(problemsOf({ ...stripeKeys, PAYMENT_GATEWAY: 'sandbox' })).toContain(
      'PAYMENT_GATEWAY: sandbox is refused',
    );
  });

  it('names every missing Stripe key', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'stripe' })).toContain(
      'STRIPE_SECRET_KEY: required when PAYMENT_GATEWAY=stripe',
    );
    expect(problemsOf(without('STRIPE_WEBHOOK_SECRET'))).toContain(
      'STRIPE_WEBHOOK_SECRET: required when NODE_ENV=production',
    );
    expect(problemsOf(without('STRIPE_PUBLISHABLE_KEY'))).toContain(
      'STRIPE_PUBLISHABLE_KEY: required when NODE_ENV=production',
    );
  });

  it('starts with the Stripe gateway and all its keys', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...stripeKeys });
    expect(config.billing.gateway).toBe('stripe');
    expect(config.stripePublishableKey).toBe('pk_live_x');
  });

  it('keeps the sandbox as the default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).billing.gateway).toBe('sandbox');
  });
});
