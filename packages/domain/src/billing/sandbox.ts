import { z } from 'zod';

/** `POST /api/sandbox/tokens`: the sandbox's stand-in for the processor's card tokenisation. */
export const sandboxTokenRequestSchema = z
  .object({
    number: z.string().trim().max(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().trim().max(8),
    addressZip: z.string().trim().max(20).optional(),
    addressLine1: z.string().trim().max(200).optional(),
    addressCity: z.string().trim().max(100).optional(),
    addressState: z.string().trim().max(100).optional(),
    addressCountry: z.string().trim().max(56).optional(),
  })
  .strict();
export type SandboxTokenRequest = z.infer<typeof sandboxTokenRequestSchema>;

export const tokenCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  country: z.string().length(2),
});

export const sandboxTokenResponseSchema = z.object({ id: z.string(), card: tokenCardSchema });
export type SandboxTokenResponse = z.infer<typeof sandboxTokenResponseSchema>;

/** `POST /api/sandbox/clock` (CLOCK=adjustable only). */
export const advanceClockRequestSchema = z
  .object({
    advanceDays: z.number().min(0).max(3660).optional(),
    advanceHours: z
      .number()
      .min(0)
      .max(24 * 3660)
      .optional(),
  })
  .strict()
  .refine((body) => body.advanceDays !== undefined || body.advanceHours !== undefined, {
    message: 'give advanceDays or advanceHours',
  });

export const clockResponseSchema = z.object({
  now: z.iso.datetime(),
  offsetMs: z.number().int(),
});
export type ClockResponse = z.infer<typeof clockResponseSchema>;
