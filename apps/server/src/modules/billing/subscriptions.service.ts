import {
  accountServerMessages,
  billingServerMessages,
  type SubscribeRequest,
  type Subscription,
} from '@cadenza/domain';
import type { BillingConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { PlansRepository } from '../app-config/plans.repository.js';
import type { OffersService } from '../offers/offers.service.js';
import { withCardErrors } from '../payments/card-error.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { ensureCustomer, keepAttachedCard } from './attach-card.js';
import { toSubscription } from './billing-mappers.js';
import type { BillingNotifier } from './billing-notifier.js';
import type { CardRow, CardsRepository } from './cards.repository.js';
import { chargeSubscription, type ChargeDependencies } from './charge-subscription.js';
import { checkClientCountry } from './geo-check.js';
import { requireOfferedPlan } from './offered-plan.js';
import { startSubscription } from './start-subscription.js';
import {
  createSubscriptionsRepository,
  type SubscriptionRow,
  type SubscriptionsRepository,
} from './subscriptions.repository.js';

export interface SubscriptionsServiceDependencies {
  db: Database;
  accounts: AccountsRepository;
  cards: CardsRepository;
  subscriptions: SubscriptionsRepository;
  plans: PlansRepository;
  offers: OffersService;
  gateway: PaymentGateway;
  notifier: BillingNotifier;
  clock: Clock;
  config: BillingConfig;
  charge: ChargeDependencies;
}

export function createSubscriptionsService(deps: SubscriptionsServiceDependencies) {
  const mapped = (row: SubscriptionRow) => toSubscription(row, deps.clock.now());

  async function chargeNow(subscription: SubscriptionRow): Promise<Subscription> {
    const result = await chargeSubscription(deps.charge, subscription.id);
    if (result.kind === 'failed') throw new AppError('paymentRequired', result.message);
    if (result.kind === 'not-due')
      throw new AppError('conflict', billingServerMessages.alreadySubscribed);
    return mapped(result.subscription);
  }

  /**
   * The card this subscription is paid with, which becomes the default (renewals charge the
   * default card): a new card (a token; the same card as a saved one is kept once), a saved
   * card by its id, or else the default card.
   */
  async function cardToPay(
    user: { id: string; email: string },
    request: Pick<SubscribeRequest, 'token' | 'cardId'>,
  ): Promise<CardRow> {
    const { token, cardId } = request;
    if (token) {
      const customerId = await ensureCustomer(deps, user);
      const attached = await withCardErrors(() => deps.gateway.attachCard({ customerId, token }));
      return keepAttachedCard(deps, { userId: user.id, card: attached, makeDefault: true });
    }
    if (cardId) {
      const card = await deps.cards.findCard(user.id, cardId);
      // Someone else's card is answered exactly as a card that does not exist.
      if (!card) throw new AppError('notFound', billingServerMessages.cardNotFound);
      if (!card.isDefault) await deps.cards.makeDefault(user.id, card.id);
      return card;
    }
    const card = await deps.cards.findDefaultCard(user.id);
    if (!card) throw new AppError('badRequest', billingServerMessages.noCard);
    return card;
  }

  return {
    /**
     * Subscribe or resubscribe: a trial if this person never had one, else paid now. A
     * cancelled subscription that has not run out is simply resumed; one in dunning is
     * retried at once with the card given.
     */
    async subscribe(userId: string, request: SubscribeRequest, ip: string): Promise<Subscription> {
      const user = await deps.accounts.findById(userId);
      if (!user) throw new AppError('unauthorized', accountServerMessages.notSignedIn);
      const plan = await requireOfferedPlan(deps.plans, {
        planId: request.planId,
        clientCountry: checkClientCountry(deps.config, ip),
        field: 'planId',
      });
      const live = await deps.subscriptions.findLiveWebSubscription(userId);
      if (live?.status === 'active' && !live.cancellationDate)
        throw new AppError('conflict', billingServerMessages.alreadySubscribed);
      if (live?.status === 'incomplete')
        throw new AppError('conflict', billingServerMessages.alreadySubscribed);
      const offer = await deps.offers.findOfferForSignup(request.referralCode);
      const card = await cardToPay(user, request);
      if (live?.status === 'active') {
        const resumed = await deps.subscriptions.updateSubscription(live.id, {
          cancellationDate: null,
        });
        return mapped(resumed ?? live);
      }
      if (live?.status === 'past_due') {
        await deps.subscriptions.updateSubscription(live.id, { nextAttemptAt: deps.clock.now() });
        return chargeNow(live);
      }
      const isTrialAvailable =
        user.isFreeTrialAvailable && !(await deps.cards.hasTrialWithFingerprint(card.fingerprint));
      const subscription = await deps.db.transaction(async (tx) =>
        startSubscription(createSubscriptionsRepository(tx), {
          userId,
          plan,
          offer,
          trialCardFingerprint: isTrialAvailable ? card.fingerprint : null,
          now: deps.clock.now(),
        }),
      );
      if (!subscription) throw new AppError('conflict', billingServerMessages.alreadySubscribed);
      return isTrialAvailable ? mapped(subscription) : chargeNow(subscription);
    },

    /** Cancel at period end: access stays until expiry. Only the owner's web subscriptions. */
    async cancel(userId: string, originalTransactionId: string): Promise<Subscription> {
      const subscription =
        await deps.subscriptions.findByOriginalTransactionId(originalTransactionId);
      if (subscription?.userId !== userId)
        throw new AppError('notFound', billingServerMessages.subscriptionNotFound);
      if (subscription.provider === 'apple')
        throw new AppError('forbidden', billingServerMessages.appleNotCancellable);
      if (subscription.provider !== 'stripe')
        throw new AppError('forbidden', billingServerMessages.notCancellable);
      // A repeated cancel (a double click) gets the same answer.
      if (subscription.cancellationDate) return mapped(subscription);
      if (subscription.status !== 'active' && subscription.status !== 'past_due') {
        throw new AppError('conflict', billingServerMessages.notCancellable);
      }
      const now = deps.clock.now();
      const cancelled = await deps.subscriptions.updateSubscription(subscription.id, {
        cancellationDate: now,
        // In dunning nothing is paid for beyond now: it ends at once and the retries stop.
        ...(subscription.status === 'past_due'
          ? { status: 'expired', nextAttemptAt: null, currentPeriodEnd: now }
          : {}),
      });
      if (!cancelled) throw new AppError('notFound', billingServerMessages.subscriptionNotFound);
      await deps.notifier.cancelled(cancelled);
      return mapped(cancelled);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
