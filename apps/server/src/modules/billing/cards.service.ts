import {
  accountServerMessages,
  billingServerMessages,
  type AddCardRequest,
  type Card,
  type UpdateCardRequest,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import { withCardErrors } from '../payments/card-error.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { isCardExpired } from '../payments/sandbox/sandbox-tokens.js';
import { ensureCustomer, keepAttachedCard } from './attach-card.js';
import { toCard } from './billing-mappers.js';
import type { CardRow, CardsRepository } from './cards.repository.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

export function createCardsService(deps: {
  accounts: AccountsRepository;
  cards: CardsRepository;
  subscriptions: SubscriptionsRepository;
  gateway: PaymentGateway;
  clock: Clock;
}) {
  async function ownCard(userId: string, id: string): Promise<CardRow> {
    const card = await deps.cards.findCard(userId, id);
    // Someone else's card is answered exactly as a card that does not exist.
    if (!card) throw new AppError('notFound', billingServerMessages.cardNotFound);
    return card;
  }

  return {
    async listCards(userId: string): Promise<Card[]> {
      return (await deps.cards.listCards(userId)).map(toCard);
    },

    /** The new card is the default only when asked (or when it is the account's only card). */
    async addCard(userId: string, request: AddCardRequest): Promise<Card> {
      const user = await deps.accounts.findById(userId);
      if (!user) throw new AppError('unauthorized', accountServerMessages.notSignedIn);
      const customerId = await ensureCustomer(deps, user);
      const attached = await withCardErrors(() =>
        deps.gateway.attachCard({ customerId, token: request.token }),
      );
      const card = await keepAttachedCard(deps, {
        userId,
        card: attached,
        makeDefault: request.default === true,
      });
      return toCard(card);
    },

    async updateCard(userId: string, id: string, request: UpdateCardRequest): Promise<Card> {
      const card = await ownCard(userId, id);
      if ('default' in request) {
        await deps.cards.makeDefault(userId, card.id);
        return toCard({ ...card, isDefault: true });
      }
      if (
        isCardExpired({ expMonth: request.expMonth, expYear: request.expYear }, deps.clock.now())
      ) {
        throw new AppError('badRequest', billingServerMessages.cardExpiryInPast, [
          { field: 'expYear', message: billingServerMessages.cardExpiryInPast },
        ]);
      }
      const address = {
        line1: request.addressLine1,
        city: request.addressCity,
        zip: request.addressZip,
        state: card.addressState,
        country: request.addressCountry,
      };
      await withCardErrors(() =>
        deps.gateway.updateCard({
          gatewayCardId: card.gatewayCardId,
          expMonth: request.expMonth,
          expYear: request.expYear,
          address,
        }),
      );
      const updated = await deps.cards.updateCard(card.id, {
        expMonth: request.expMonth,
        expYear: request.expYear,
        addressLine1: address.line1,
        addressCity: address.city,
        addressZip: address.zip,
        addressCountry: address.country,
      });
      return toCard(updated ?? card);
    },

    /**
     * The spec's rule, on the server: a card can go when the subscription is not active, or
     * is cancelled, or another card remains to pay with.
     */
    async removeCard(userId: string, id: string): Promise<void> {
      const card = await ownCard(userId, id);
      const live = await deps.subscriptions.findLiveWebSubscription(userId);
      const needsCard = live?.status === 'active' && live.cancellationDate === null;
      if (needsCard && (await deps.cards.countCards(userId)) <= 1) {
        throw new AppError('conflict', billingServerMessages.cardRemovalRefused);
      }
      await withCardErrors(() => deps.gateway.detachCard(card.gatewayCardId));
      await deps.cards.deleteCard(userId, card.id);
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
