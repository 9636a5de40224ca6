import { randomBytes } from 'node:crypto';
import {
  cardProcessorMessages as m,
  type SandboxTokenRequest,
  type SandboxTokenResponse,
} from '@cadenza/domain';
import { isExpiryInPast, isLuhnValid } from '@cadenza/domain/rules';
import type { Clock } from '../../../lib/clock.js';
import { CardError } from '../payment-gateway.js';
import type { SandboxRepository } from './sandbox.repository.js';
import { testCards, type TestCard } from './test-cards.js';

export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * Tokenises a card as the processor's card form does: format checks here, declines only
 * when the card is attached or charged. Only published test numbers are accepted.
 */
export async function createSandboxToken(
  deps: { repository: SandboxRepository; clock: Clock },
  request: SandboxTokenRequest,
): Promise<SandboxTokenResponse> {
  const number = request.number.replace(/[\s-]/g, '');
  const card = checkNumber(number);
  checkExpiry(request.expMonth, request.expYear, deps.clock.now());
  const cvcLength = card.brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(request.cvc)) {
    throw new CardError('invalid_cvc', m.invalidCvc, 'cvc');
  }
  const id = sandboxId('tok');
  await deps.repository.insertToken({
    id,
    number,
    expMonth: request.expMonth,
    expYear: request.expYear,
    address: {
      line1: request.addressLine1,
      city: request.addressCity,
      zip: request.addressZip,
      state: request.addressState,
      country: request.addressCountry,
    },
  });
  return {
    id,
    card: {
      brand: card.brand,
      last4: number.slice(-4),
      expMonth: request.expMonth,
      expYear: request.expYear,
      country: card.country,
    },
  };
}

function checkNumber(number: string): TestCard {
  if (!/^\d{12,19}$/.test(number)) throw new CardError('invalid_number', m.invalidNumber, 'number');
  if (!isLuhnValid(number)) throw new CardError('incorrect_number', m.incorrectNumber, 'number');
  const card = testCards[number];
  if (!card) throw new CardError('card_declined', m.liveCardInTestMode, 'number');
  return card;
}

function checkExpiry(month: number, year: number, now: Date): void {
  if (month < 1 || month > 12)
    throw new CardError('invalid_expiry_month', m.invalidExpiryMonth, 'expMonth');
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) {
    throw new CardError('invalid_expiry_year', m.invalidExpiryYear, 'expYear');
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw new CardError('invalid_expiry_month', m.invalidExpiryMonth, 'expMonth');
  }
}

/** A card is usable until the end of its expiry month (UTC, by the server's clock). */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return isExpiryInPast(card, now, 'utc');
}
