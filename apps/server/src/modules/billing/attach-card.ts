import type { PaymentGateway, GatewayCard } from '../payments/payment-gateway.js';
import type { CardRow, CardsRepository } from './cards.repository.js';

/** Makes the user's processor customer if there is none yet; returns its id. */
export async function ensureCustomer(
  deps: { gateway: PaymentGateway; cards: CardsRepository },
  user: { id: string; email: string },
): Promise<string> {
  const existing = await deps.cards.findCustomer(user.id);
  if (existing) return existing.customerId;
  const customerId = await deps.gateway.createCustomer({
    email: user.email,
    userId: user.id,
    idempotencyKey: `customer:${user.id}`,
  });
  await deps.cards.insertCustomer({ userId: user.id, gateway: deps.gateway.kind, customerId });
  return customerId;
}

/** Saves a card the processor has attached; it becomes the user's default. */
export function saveCard(
  cards: CardsRepository,
  userId: string,
  card: GatewayCard,
): Promise<CardRow> {
  return cards.insertDefaultCard({
    userId,
    gatewayCardId: card.gatewayCardId,
    fingerprint: card.fingerprint,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    country: card.country,
    addressLine1: card.address.line1,
    addressCity: card.address.city,
    addressZip: card.address.zip,
    addressState: card.address.state,
    addressCountry: card.address.country,
  });
}
