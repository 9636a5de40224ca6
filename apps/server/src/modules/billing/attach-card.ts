import type { PaymentGateway, GatewayCard } from '../payments/payment-gateway.js';
import { withCardErrors } from '../payments/card-error.js';
import type { CardRow, CardsRepository, NewCardRow } from './cards.repository.js';

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

/** Our columns for a card as the processor describes it. */
function cardColumns(card: GatewayCard) {
  return {
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
  } satisfies Partial<NewCardRow>;
}

/** Saves a card the processor has attached, as the default or not. */
export function saveCard(
  cards: CardsRepository,
  userId: string,
  card: GatewayCard,
  options: { isDefault: boolean },
): Promise<CardRow> {
  return cards.insertCard({ userId, ...cardColumns(card), isDefault: options.isDefault });
}

/**
 * Keeps a card the processor has just attached to a signed-in user's customer. The same card
 * again (its fingerprint is already saved) is not a second card: the saved row takes the
 * processor's new card and its fresh details (expiry, address), and the processor's old card
 * is detached, so the account lists it once. A card the person pays with, or asked to make the
 * default, becomes the default; otherwise the default stays where it was, unless the account
 * has no card yet.
 */
export async function keepAttachedCard(
  deps: { gateway: PaymentGateway; cards: CardsRepository },
  input: { userId: string; card: GatewayCard; makeDefault: boolean },
): Promise<CardRow> {
  const { userId, card, makeDefault } = input;
  const saved = await deps.cards.findCardByFingerprint(userId, card.fingerprint);
  if (!saved) {
    const isDefault = makeDefault || !(await deps.cards.findDefaultCard(userId));
    return saveCard(deps.cards, userId, card, { isDefault });
  }
  const updated = await deps.cards.updateCard(saved.id, cardColumns(card));
  if (makeDefault && !saved.isDefault) await deps.cards.makeDefault(userId, saved.id);
  if (saved.gatewayCardId !== card.gatewayCardId)
    await withCardErrors(() => deps.gateway.detachCard(saved.gatewayCardId));
  return { ...(updated ?? saved), isDefault: saved.isDefault || makeDefault };
}
