import { z } from 'zod';
import { productIdSchema } from '../catalogue/product.js';
import { analyticsMessages } from './analytics-messages.js';

/**
 * The cookie that says a visitor accepted cookies beyond the strictly needed ones (the cookie
 * banner's GOT IT). The browser sends analytics only with it, and the server stores nothing
 * without it. SameSite=Strict, so a cross-site page can never post events in anyone's name.
 */
export const ANALYTICS_CONSENT_COOKIE = 'cookieConsent';
export const ANALYTICS_CONSENT_ACCEPTED = 'accepted';

/** Most events one request may carry. */
export const ANALYTICS_BATCH_MAX = 50;

const word = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9][a-z0-9_-]*$/);
const text = (max: number) => z.string().trim().min(1).max(max);
const loginMethod = z.enum(['password', 'facebook']);

/**
 * Each event the browser may send, with the only properties it may carry (spec: sign-up, login
 * request/success/failure, payment actions, dialog navigation, search result click, browse
 * click, audio and pronunciation playback, asset loads, ad conversion). Strict objects: an
 * unknown name or property is refused, so no free-form data reaches the table.
 */
export const clientEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('signup'), properties: z.object({ method: loginMethod }).strict() }),
  z.object({
    name: z.literal('login_request'),
    properties: z.object({ method: loginMethod }).strict(),
  }),
  z.object({
    name: z.literal('login_success'),
    properties: z.object({ method: loginMethod }).strict(),
  }),
  z.object({
    name: z.literal('login_failure'),
    properties: z.object({ method: loginMethod, reason: text(80).optional() }).strict(),
  }),
  z.object({
    name: z.literal('payment_action'),
    properties: z.object({ action: word(40) }).strict(),
  }),
  z.object({
    name: z.literal('dialog_navigation'),
    properties: z.object({ from: word(40).nullable(), to: word(40).nullable() }).strict(),
  }),
  z.object({
    name: z.literal('search_result_click'),
    properties: z
      .object({
        productId: productIdSchema,
        query: text(200),
        position: z.number().int().min(0).max(1000),
      })
      .strict(),
  }),
  z.object({
    name: z.literal('browse_click'),
    properties: z
      .object({
        category: text(100),
        term: text(100).optional(),
        productId: productIdSchema.optional(),
      })
      .strict(),
  }),
  z.object({
    name: z.literal('playback'),
    properties: z.object({ productId: productIdSchema }).strict(),
  }),
  z.object({
    name: z.literal('pronunciation_playback'),
    properties: z.object({ productId: productIdSchema }).strict(),
  }),
  z.object({
    name: z.literal('asset_load'),
    properties: z
      .object({ asset: word(60), milliseconds: z.number().int().min(0).max(600_000) })
      .strict(),
  }),
  z.object({
    name: z.literal('ad_conversion'),
    properties: z.object({ offerCode: text(64) }).strict(),
  }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ClientEventName = ClientEvent['name'];

/** Recorded by the server itself, never accepted from a browser. */
export const serverEventNames = ['search_no_result'] as const;
export type ServerEventName = (typeof serverEventNames)[number];
export type AnalyticsEventName = ClientEventName | ServerEventName;

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(clientEventSchema)
      .min(1)
      .max(ANALYTICS_BATCH_MAX, analyticsMessages.batchTooLarge(ANALYTICS_BATCH_MAX)),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchAnswerSchema = z.object({ stored: z.number().int().min(0) });
