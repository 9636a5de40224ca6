import type { Country } from '@cadenza/domain';
import { expiryProblem, isLuhnValid } from '@cadenza/domain/rules';
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

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function isAmex(number: string): boolean {
  return /^3[47]/.test(digitsOf(number));
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

export function checkCardNumber(value: string): string | true {
  const digits = digitsOf(value);
  if (digits.length < (isAmex(digits) ? 15 : 16)) return m.numberIncomplete;
  return isLuhnValid(digits) ? true : m.numberInvalid;
}

export function checkExpiry(value: string, now: Date = new Date()): string | true {
  return expiryProblem(value, now) ?? true;
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
