import { expiryProblem, parseExpiry } from '@cadenza/domain/rules';
import { z } from 'zod';
import { cardUpdateMessages as m } from './account-messages';

/** Spec §5 card update: expiry MM / YY, from this month on. */
export function checkCardUpdateExpiry(value: string, now: Date): string | null {
  return expiryProblem(value, now);
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
  const expiry = parseExpiry(values.expiry);
  return {
    expMonth: expiry?.expMonth ?? 0,
    expYear: expiry?.expYear ?? 0,
    addressZip: values.addressZip.trim(),
    addressLine1: values.addressLine1.trim(),
    addressCity: values.addressCity.trim(),
    addressCountry: values.addressCountry.trim(),
  };
}
