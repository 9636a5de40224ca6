/** A card's expiry as the card processor and our API carry it: month 1-12, four-digit year. */
export interface CardExpiry {
  expMonth: number;
  expYear: number;
}

/** The card forms' words for the expiry field, exactly as the specification has them. */
export const cardExpiryMessages = {
  incomplete: 'Your card’s expiration date is incomplete.',
  inPast: 'Your card’s expiration year is in the past.',
} as const;

const EXPIRY_DELIMITER = ' / ';

/** Typed digits as MM / YY (the forms rewrite the field as it is typed). */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}${EXPIRY_DELIMITER}${digits.slice(2)}` : digits;
}

/** MM / YY */
export function formatExpiry(expiry: CardExpiry): string {
  const month = String(expiry.expMonth).padStart(2, '0');
  const year = String(expiry.expYear % 100).padStart(2, '0');
  return `${month}${EXPIRY_DELIMITER}${year}`;
}

/** Spec §3: MM/YY as numbers, the month without leading zeros and the year with 20 in front. */
export function parseExpiry(value: string): CardExpiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: Number(`20${match[2] ?? ''}`) };
}

/**
 * Spec §5: a card is usable until the end of its expiry month, so its expiry is in the past
 * once `now` falls in a later month: by the browser's calendar, or by UTC on the server.
 */
export function isExpiryInPast(
  expiry: CardExpiry,
  now: Date,
  calendar: 'local' | 'utc' = 'local',
): boolean {
  const thisYear = calendar === 'utc' ? now.getUTCFullYear() : now.getFullYear();
  const thisMonth = (calendar === 'utc' ? now.getUTCMonth() : now.getMonth()) + 1;
  if (expiry.expYear !== thisYear) return expiry.expYear < thisYear;
  return expiry.expMonth < thisMonth;
}

/** What is wrong with a typed MM / YY expiry, or null when it will do. */
export function expiryProblem(value: string, now: Date): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return cardExpiryMessages.incomplete;
  return isExpiryInPast(expiry, now) ? cardExpiryMessages.inPast : null;
}
