import { and, count, eq, exists, isNotNull, lte, sql } from 'drizzle-orm';
import type { OfferFigures } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { subscriptions, transactions } from '../../db/schema/index.js';

/**
 * What each offer brought, counted from the billing records themselves: subscriptions started
 * with it (redemptions), those that began with a trial, trials whose end has passed, and trials
 * followed by a succeeded paid charge (conversion to paid).
 */
export function createOfferFiguresRepository(db: Database) {
  const paidCharge = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(
      and(
        eq(transactions.subscriptionId, subscriptions.id),
        eq(transactions.chargeStatus, 'succeeded'),
        eq(transactions.isTrialPeriod, false),
      ),
    );

  return {
    /** By offer code; an offer never redeemed is absent. */
    async figuresByOffer(now: Date, code?: string): Promise<Map<string, OfferFigures>> {
      const withTrial = isNotNull(subscriptions.trialEnd);
      const rows = await db
        .select({
          code: subscriptions.offerCode,
          redemptions: count(),
          trialsStarted: count(sql`case when ${withTrial} then 1 end`),
          trialsEnded: count(
            sql`case when ${and(withTrial, lte(subscriptions.trialEnd, now))} then 1 end`,
          ),
          convertedToPaid: count(sql`case when ${and(withTrial, exists(paidCharge))} then 1 end`),
        })
        .from(subscriptions)
        .where(code ? eq(subscriptions.offerCode, code) : isNotNull(subscriptions.offerCode))
        .groupBy(subscriptions.offerCode);
      return new Map(rows.map(({ code: offerCode, ...figures }) => [offerCode ?? '', figures]));
    },
  };
}

export type OfferFiguresRepository = ReturnType<typeof createOfferFiguresRepository>;

export const noFigures: OfferFigures = {
  redemptions: 0,
  trialsStarted: 0,
  trialsEnded: 0,
  convertedToPaid: 0,
};
