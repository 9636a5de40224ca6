import path from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from '../lib/server-root.js';
import { mediaEnvShape, mediaStoreConfig, type MediaStoreConfig } from './env-media.js';

const booleanSetting = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .url({ message: 'must be a postgres:// URL' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL');

/** The sandbox card processor's publishable key: fine for development, refused in production. */
const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_cadenza';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKERS: z.enum(['on', 'off', 'only']).default('on'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanSetting.default(false),
  /** 'sample': a few volumes of every collection (CI, quick trials: its media are made in a minute or two). */
  SEED_DEMO_LIBRARY: z
    .enum(['true', 'false', '1', '0', 'sample'], { message: "must be 'true', 'false' or 'sample'" })
    .default('true')
    .transform((value) =>
      value === 'sample' ? 'sample' : value === 'true' || value === '1' ? 'full' : false,
    ),
  FEATURE_VIDEO: booleanSetting.default(true),
  FEATURE_MULTIPLE_VIDEOS: booleanSetting.default(true),
  FEATURE_STRIPE: booleanSetting.default(true),
  FEATURE_PAYMENTS: booleanSetting.default(true),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).default(SANDBOX_PUBLISHABLE_KEY),
  FACEBOOK_APP_ID: z.string().min(1).default('sandbox-facebook-app'),
  /** Without it Facebook sign-in uses the offline sandbox (never in production). */
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z
    .url({ message: 'must be an absolute URL' })
    .default('https://graph.facebook.com/v21.0'),
  /** smtp:// or smtps:// with credentials; without it mail goes to the local mailbox. */
  SMTP_URL: z
    .url({ message: 'must be an smtp:// or smtps:// URL' })
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Cadenza <no-reply@cadenza.local>'),
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 60),
  SESSION_MAX_LIFETIME_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(90 * 24 * 60),
  // Billing (issue 6): time, card processor, geography.
  CLOCK: z.enum(['system', 'adjustable']).default('system'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends requests; tests point it at a local stub. */
  STRIPE_API_BASE: z.url({ message: 'must be an absolute URL' }).optional(),
  /** Comma-separated ISO alpha-2 codes where signup is refused. */
  GEO_RESTRICTED_COUNTRIES: z
    .string()
    .regex(
      /^\s*([A-Za-z]{2}\s*(,\s*[A-Za-z]{2}\s*)*)?$/,
      'must be two-letter codes separated by commas',
    )
    .default(''),
  /** Country assumed for loopback and private addresses, which geolocation cannot place. */
  GEOIP_LOCAL_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  /** Signs media tokens (accessToken in media URLs); made once and kept in the database when unset. */
  MEDIA_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Make demo media (recordings, videos, PDFs, pronunciation) in background jobs after start. */
  DEMO_MEDIA: booleanSetting.default(true),
  ...mediaEnvShape,
  /** Result items the search answer cache may hold (per process); 0 turns the cache off. */
  SEARCH_CACHE_ITEMS: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  /** Catalogue answers kept per process (home, collections, volumes, products); 0: none. */
  CATALOGUE_CACHE_ITEMS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  /** Days after a declined renewal on which it is tried again, then the subscription expires. */
  BILLING_RETRY_DAYS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be whole days separated by commas')
    .default('1,3,5,7'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  workers: 'on' | 'off' | 'only';
  webDistDir: string;
  /** Read the client's address from X-Forwarded-For (only behind our own proxy). */
  trustProxy: boolean;
  /** Seed the demo library at start when the catalogue is empty. */
  /** Which demo library a new installation is seeded with, if any. */
  seedDemoLibrary: 'full' | 'sample' | false;
  featureFlags: { video: boolean; 'multiple-videos': boolean; stripe: boolean; payments: boolean };
  stripePublishableKey: string;
  facebookAppId: string;
  facebookAppSecret: string | undefined;
  facebookGraphUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A session ends after this long unused, and at the latest this long after sign-in. */
  session: { idleTimeoutMinutes: number; maxLifetimeMinutes: number };
  /** 'adjustable' keeps an offset in the database that the CLI and sandbox can move. */
  clock: 'system' | 'adjustable';
  billing: BillingConfig;
  content: { mediaTokenSecret: string | undefined; makeDemoMedia: boolean };
  /** Where media files live: DATA_DIR/media, or an S3-compatible bucket. */
  mediaStore: MediaStoreConfig;
  /** Result items the search answer cache may hold; 0: no cache. */
  search: { cacheItems: number };
  catalogue: { cacheItems: number };
}

export interface BillingConfig {
  gateway: 'sandbox' | 'stripe';
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined }
    | undefined;
  geoRestrictedCountries: string[];
  geoipLocalCountry: string | undefined;
  /** Ascending days after the first decline on which the charge is retried. */
  retryDays: number[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates every setting; a missing or malformed one stops start-up, named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as a shell user expects of `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = result.data;
  const mediaStore = mediaStoreConfig(e);
  if ('problems' in mediaStore) throw new ConfigError(mediaStore.problems);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    trustProxy: e.TRUST_PROXY,
    seedDemoLibrary: e.SEED_DEMO_LIBRARY,
    featureFlags: {
      video: e.FEATURE_VIDEO,
      'multiple-videos': e.FEATURE_MULTIPLE_VIDEOS,
      stripe: e.FEATURE_STRIPE,
      payments: e.FEATURE_PAYMENTS,
    },
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    facebookAppId: e.FACEBOOK_APP_ID,
    facebookAppSecret: e.FACEBOOK_APP_SECRET,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    session: {
      idleTimeoutMinutes: e.SESSION_IDLE_TIMEOUT_MINUTES,
      maxLifetimeMinutes: e.SESSION_MAX_LIFETIME_MINUTES,
    },
    clock: e.CLOCK,
    billing: billingConfig(e),
    content: { mediaTokenSecret: e.MEDIA_TOKEN_SECRET, makeDemoMedia: e.DEMO_MEDIA },
    mediaStore,
    search: { cacheItems: e.SEARCH_CACHE_ITEMS },
    catalogue: { cacheItems: e.CATALOGUE_CACHE_ITEMS },
  };
}

function billingConfig(e: z.output<typeof envSchema>): BillingConfig {
  const problems: string[] = [];
  if (e.CLOCK === 'adjustable' && e.NODE_ENV === 'production') {
    problems.push('CLOCK: adjustable is refused when NODE_ENV=production');
  }
  if (e.PAYMENT_GATEWAY === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENT_GATEWAY=stripe');
  }
  if (e.NODE_ENV === 'production') problems.push(...productionBillingProblems(e));
  if (problems.length) throw new ConfigError(problems);
  const codes = (list: string) =>
    list
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
  return {
    gateway: e.PAYMENT_GATEWAY,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    geoRestrictedCountries: codes(e.GEO_RESTRICTED_COUNTRIES),
    // Loopback visitors are developers: let the sandbox's US test cards work out of the box.
    geoipLocalCountry:
      e.GEOIP_LOCAL_COUNTRY?.toUpperCase() ?? (e.NODE_ENV === 'production' ? undefined : 'US'),
    retryDays: e.BILLING_RETRY_DAYS.split(',')
      .map(Number)
      .sort((a, b) => a - b),
  };
}

/**
 * Production takes real money only: the sandbox processor (which "charges" test cards and
 * renews without moving money) and a Stripe set-up missing a key are refused at start-up.
 */
function productionBillingProblems(e: z.output<typeof envSchema>): string[] {
  if (e.PAYMENT_GATEWAY === 'sandbox') {
    return [
      'PAYMENT_GATEWAY: sandbox is refused when NODE_ENV=production (set PAYMENT_GATEWAY=stripe with its keys)',
    ];
  }
  const problems: string[] = [];
  if (!e.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when NODE_ENV=production');
  }
  if (e.STRIPE_PUBLISHABLE_KEY === SANDBOX_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required when NODE_ENV=production');
  }
  return problems;
}
