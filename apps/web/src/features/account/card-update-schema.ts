import { z } from 'zod';
import { cardUpdateMessages as m } from './account-messages';

const EXPIRY_PATTERN = /^(\d{2}) \/ (\d{2})$/;

/**
 * Spec §5 card update: expiry MM / YY, valid when its year is later than this two-digit year,
 * or the same year with a month not before this one.
 */
export function checkCardUpdateExpiry(value: string, now: Date): string | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return m.expiryIncomplete;
  const year = Number(match[2]);
  const thisYear = now.getFullYear() % 100;
  const isValid = year > thisYear || (year === thisYear && month >= now.getMonth() + 1);
  return isValid ? null : m.expiryInPast;
}

export function cardUpdateSchema(now: Date = new Date()) {
  return z.object({
    expiry: z
      .string()
      .min(1, m.expiryIncomplete)
      .superRefine((value, ctx) => {
        const problem = checkCardUpdateExpiry(value, now);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    addressLine1: z.string().trim().min(1, m.streetIncomplete),
    addressCity: z.string().trim().min(1, m.cityIncomplete),
    addressZip: z.string().trim().min(1, m.postcodeIncomplete),
    addressCountry: z.string().trim().min(1, m.countryIncomplete),
  });
}
export type CardUpdateValues = z.input<ReturnType<typeof cardUpdateSchema>>;

/** Spec §3: the month without leading zeros, the year with 20 in front; no raw expiry string. */
export function toCardUpdatePayload(values: CardUpdateValues) {
  const [month = '', year = ''] = values.expiry.split('/').map((part) => part.trim());
  return {
    expMonth: Number(month),
    expYear: Number(`20${year}`),
    addressZip: values.addressZip.trim(),
    addressLine1: values.addressLine1.trim(),
    addressCity: values.addressCity.trim(),
    addressCountry: values.addressCountry.trim(),
  };
}
