import type { Country } from '@cadenza/domain';
import { cardFormMessages as m } from '../payment-messages';

export interface CardFormValues {
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
  postcode: string;
  addressLine1: string;
  city: string;
  /** ISO alpha-2 */
  country: string;
  /** A region's abbreviation, when the country has regions. */
  state: string;
}

export const emptyCardForm: CardFormValues = {
  number: '',
  expiry: '',
  cvc: '',
  postcode: '',
  addressLine1: '',
  city: '',
  country: '',
  state: '',
};

export const EXPIRY_DELIMITER = ' / ';

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function isAmex(number: string): boolean {
  return /^3[47]/.test(digitsOf(number));
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups the digits as printed on the card (4-6-5 for American Express, else fours). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, isAmex(value) ? 15 : 16);
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** Typed digits as MM / YY. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}${EXPIRY_DELIMITER}${digits.slice(2)}` : digits;
}

/** Spec §3: MM/YY as numbers, the month without leading zeros and the year with 20 in front. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: Number(`20${match[2] ?? ''}`) };
}

/** Spec §5: the year is later than this year, or this year with a month not yet past. */
export function isExpiryInPast(expiry: { expMonth: number; expYear: number }, now: Date): boolean {
  const thisYear = now.getFullYear();
  if (expiry.expYear !== thisYear) return expiry.expYear < thisYear;
  return expiry.expMonth < now.getMonth() + 1;
}

export function checkCardNumber(value: string): string | true {
  const digits = digitsOf(value);
  if (digits.length < (isAmex(digits) ? 15 : 16)) return m.numberIncomplete;
  return isLuhnValid(digits) ? true : m.numberInvalid;
}

export function checkExpiry(value: string, now: Date = new Date()): string | true {
  const expiry = parseExpiry(value);
  if (!expiry) return m.expiryIncomplete;
  return isExpiryInPast(expiry, now) ? m.expiryInPast : true;
}

export function checkCvc(value: string, number: string): string | true {
  return new RegExp(`^\\d{${isAmex(number) ? 4 : 3}}$`).test(value.trim()) ? true : m.cvcIncomplete;
}

const required = (message: string) => (value: string) => value.trim() !== '' || message;

export const checkPostcode = required(m.postcodeIncomplete);
export const checkStreet = required(m.streetIncomplete);
export const checkCity = required(m.cityIncomplete);
export const checkCountry = required(m.countryIncomplete);

export function regionsOf(countries: Country[], alpha2: string): Country['regions'] {
  return countries.find((country) => country.alpha2 === alpha2)?.regions ?? [];
}

/** Only asked for when the chosen country has regions. */
export function checkState(value: string, regions: Country['regions']): string | true {
  return regions.length === 0 || value.trim() !== '' || m.stateIncomplete;
}
