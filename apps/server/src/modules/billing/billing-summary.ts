import type { BillingSummary } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toCard, toSubscription, toTransaction } from './billing-mappers.js';
import { createCardsRepository } from './cards.repository.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

/** What `GET /api/me` adds to the user: subscriptions, transactions and cards (spec §3). */
export function createBillingSummaryReader(db: Database, clock: Clock) {
  const subscriptions = createSubscriptionsRepository(db);
  const cards = createCardsRepository(db);
  return async (userId: string): Promise<BillingSummary> => {
    const [subscriptionRows, transactionRows, cardRows] = await Promise.all([
      subscriptions.listSubscriptions(userId),
      subscriptions.listTransactions(userId),
      cards.listCards(userId),
    ]);
    const now = clock.now();
    return {
      subscriptions: subscriptionRows.map((row) => toSubscription(row, now)),
      transactions: transactionRows.map(toTransaction),
      cards: cardRows.map(toCard),
    };
  };
}
