import { billingServerMessages } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithGateway } from './card-attachment-fixtures.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway.js';
import { postSignup } from './billing-test-support.js';

/**
 * A processor that fingerprints a card by its number, as Stripe does (the sandbox gives every
 * sandbox card a fingerprint of its own, so that testers can share its few test numbers).
 */
function fingerprintByNumber(base: PaymentGateway): PaymentGateway {
  return {
    ...base,
    async attachCard(input) {
      const card = await base.attachCard(input);
      return { ...card, fingerprint: `number-ending-${card.last4}` };
    },
  };
}

describe.each(testDrivers)('one free trial per card on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildAppWithGateway(database.handle, fingerprintByNumber);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('holds when sign-ups with the same card arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postSignup(app, { email: `same-card-${i}@example.com`, number: '5555555555554444' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect(answer.json()).toMatchObject({
        statusCode: 409,
        message: billingServerMessages.trialAlreadyUsed,
      });
    }
    const { rows } = await database.handle.executeSql(
      'select count(*)::int as n from subscriptions where is_trial_period',
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a later sign-up with the card, as before', async () => {
    const later = await postSignup(app, { email: 'later@example.com', number: '5555555555554444' });
    expect(later.json()).toMatchObject({
      statusCode: 409,
      message: billingServerMessages.trialAlreadyUsed,
    });
  });
});
