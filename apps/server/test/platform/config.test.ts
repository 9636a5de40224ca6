import { configResponseSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';

describe.each(testDrivers)('GET /api/config on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { FEATURE_VIDEO: 'false', FACEBOOK_APP_ID: 'fb-123' });
  });
  afterAll(() => t.close());

  const getConfig = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/config${query}` });
    return {
      res,
      body: res.statusCode === 200 ? configResponseSchema.parse(res.json()) : undefined,
    };
  };

  it('chooses the plan by country, from the database', async () => {
    const { body } = await getConfig('?countryAlpha2=US');
    expect(body?.stripePlan).toEqual({
      id: 'monthly-us',
      price: 1299,
      currency: 'USD',
      countryCode: 'US',
    });
  });

  it('falls back to the GB plan for a country without a price', async () => {
    const unknown = await getConfig('?countryAlpha2=ZW');
    expect(unknown.body?.stripePlan).toMatchObject({ countryCode: 'GB', currency: 'GBP' });
  });

  it('without a country, gives the plan of the client’s address (loopback: GEOIP_LOCAL_COUNTRY)', async () => {
    const { res, body } = await getConfig('');
    expect(body?.stripePlan).toMatchObject({ id: 'monthly-us', countryCode: 'US' });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const asked = await getConfig('?countryAlpha2=GB');
    expect(asked.res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('follows a price changed in the database', async () => {
    await t.database.handle.executeSql("update plans set price = 1049 where country_code = 'GB'");
    const { body } = await getConfig('?countryAlpha2=gb');
    expect(body?.stripePlan.price).toBe(1049);
  });

  it('carries the configured flags and provider ids', async () => {
    const { body } = await getConfig('');
    expect(body?.featureFlags).toEqual({
      video: false,
      'multiple-videos': true,
      stripe: true,
      payments: true,
    });
    expect(body?.facebookAppId).toBe('fb-123');
    expect(body?.stripePublishableKey).toBeTruthy();
    expect(body?.countries).toBeUndefined();
  });

  it('lists countries with regions when asked', async () => {
    const { body } = await getConfig('?countries=true&countryAlpha2=GB');
    const countries = body?.countries ?? [];
    expect(countries.length).toBeGreaterThan(200);
    const us = countries.find((c) => c.alpha2 === 'US');
    expect(us?.name).toBe('United States');
    expect(us?.regions).toContainEqual({ name: 'California', abbreviation: 'CA' });
    expect(countries.find((c) => c.alpha2 === 'GB')?.regions).toEqual([]);
  });

  it('refuses a malformed country code', async () => {
    const { res } = await getConfig('?countryAlpha2=G1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('countryAlpha2');
  });
});
