import type { ConsoleOffer, ConsoleOfferSummary } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, settleJobs, signUp } from '../billing/billing-test-support.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';

const offerOf = (code: string, trialLength: number) => ({
  code,
  status: 'active',
  trialLength,
  template: 'B',
  associateName: null,
  thirdPartyMarketing: false,
  discount: null,
  content: { title: `Offer ${code}` },
});

/** A card that attaches, then every charge is declined (README, sandbox cards). */
const DECLINING_CARD = '4000000000000341';

describe.each(testDrivers)('per-offer figures from real sign-ups and charges on %s', (driver) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof consolePeople>>;

  beforeAll(async () => {
    t = await buildTestApp(driver, { CLOCK: 'adjustable' }, { runWorkers: true });
    people = await consolePeople(t.database.handle, t.app);
    for (const offer of [offerOf('week', 7), offerOf('season', 60)]) {
      const response = await people.admin.call('POST', '/api/console/offers', offer);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const figuresOf = async () => {
    const response = await people.admin.call('GET', '/api/console/offers');
    const { items } = response.json<{ items: ConsoleOfferSummary[] }>();
    return Object.fromEntries(items.map((item) => [item.code, item.figures]));
  };

  it('counts redemptions, trials started and ended, and trials that became paid', async () => {
    // Three sign-ups through 'week' (one with a card that will be declined), one through
    // 'season', one without an offer.
    await signUp(t.app, { email: 'ann@example.com', referralCode: 'week' });
    await signUp(t.app, { email: 'ben@example.com', referralCode: 'week' });
    await signUp(t.app, { email: 'cat@example.com', referralCode: 'week', number: DECLINING_CARD });
    await signUp(t.app, { email: 'dan@example.com', referralCode: 'season' });
    await signUp(t.app, { email: 'eve@example.com' });
    expect(await figuresOf()).toMatchObject({
      week: { redemptions: 3, trialsStarted: 3, trialsEnded: 0, convertedToPaid: 0 },
      season: { redemptions: 1, trialsStarted: 1, trialsEnded: 0, convertedToPaid: 0 },
      'piano-academy': { redemptions: 0, trialsStarted: 0, trialsEnded: 0, convertedToPaid: 0 },
    });

    // The week's trials end: two first charges succeed, one is declined.
    await advanceClock(t.app, 8);
    await settleJobs(t.database.handle);
    const figures = await figuresOf();
    expect(figures.week).toEqual({
      redemptions: 3,
      trialsStarted: 3,
      trialsEnded: 3,
      convertedToPaid: 2,
    });
    expect(figures.season).toEqual({
      redemptions: 1,
      trialsStarted: 1,
      trialsEnded: 0,
      convertedToPaid: 0,
    });
    const week = await people.admin.call('GET', '/api/console/offers/week');
    expect(week.json<ConsoleOffer>().figures).toEqual(figures.week);
  });
});
