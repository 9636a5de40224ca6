import type { Subscription } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { toSubscription } from './billing-mappers.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

export interface ExternalSubscription {
  userId: string;
  provider: 'apple' | 'cadenza';
  originalTransactionId: string;
  expiresAt: Date;
  purchasedAt: Date;
  total: number;
  currency: string;
  isTrialPeriod: boolean;
  now: Date;
}

/**
 * An Apple or granted subscription (import or CLI): shown like any other, never charged or
 * cancelled here. Recording the same original transaction again moves its expiry (a
 * renewal); the purchase is a transaction row, recorded once per purchase date.
 */
export async function recordExternalSubscription(
  db: Database,
  input: ExternalSubscription,
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const repository = createSubscriptionsRepository(tx);
    const status = input.expiresAt > input.now ? 'active' : 'expired';
    const existing = await repository.findByOriginalTransactionId(input.originalTransactionId);
    const row = existing
      ? await repository.updateSubscription(existing.id, {
          status,
          currentPeriodEnd: input.expiresAt,
          isTrialPeriod: input.isTrialPeriod,
        })
      : await repository.insertSubscription({
          userId: input.userId,
          originalTransactionId: input.originalTransactionId,
          provider: input.provider,
          status,
          isTrialPeriod: input.isTrialPeriod,
          billingAnchor: input.purchasedAt,
          currentPeriodStart: input.purchasedAt,
          currentPeriodEnd: input.expiresAt,
          amount: input.total,
          currency: input.currency,
          createdAt: input.now,
        });
    if (!row) throw new Error(`subscription ${input.originalTransactionId} was not recorded`);
    await repository.insertTransaction({
      userId: row.userId,
      subscriptionId: row.id,
      provider: input.provider,
      chargeStatus: 'succeeded',
      isTrialPeriod: input.isTrialPeriod,
      purchaseDate: input.purchasedAt,
      total: input.total,
      currency: input.currency,
      externalId: `${input.provider}:${input.originalTransactionId}:${input.purchasedAt.toISOString()}`,
    });
    return toSubscription(row, input.now);
  });
}
