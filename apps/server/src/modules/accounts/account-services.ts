import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { createBillingSummaryReader } from '../billing/billing-summary.js';
import { createEmailRepository } from '../email/email.repository.js';
import { createEmailSender } from '../email/email-sender.js';
import { createFacebookVerifier } from '../facebook/create-facebook-verifier.js';
import type { FacebookVerifier } from '../facebook/facebook-verifier.js';
import { createNewsletterRepository } from '../newsletter/newsletter.repository.js';
import { createNewsletterService } from '../newsletter/newsletter.service.js';
import { createPasswordsRepository } from '../passwords/passwords.repository.js';
import { createPasswordsService } from '../passwords/passwords.service.js';
import { createRateLimitRepository } from '../rate-limit/rate-limit.repository.js';
import { createRateLimiter } from '../rate-limit/rate-limiter.js';
import { createSessionCookies } from '../sessions/session-cookies.js';
import { createSessionViewerResolver } from '../sessions/session-viewer.js';
import { createSessionsRepository } from '../sessions/sessions.repository.js';
import { createSessionsService } from '../sessions/sessions.service.js';
import { createSignInService } from '../sessions/sign-in.service.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAccountsService } from './accounts.service.js';

export interface AccountServicesDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  /** Chosen from the configuration unless given (tests). */
  facebookVerifier?: FacebookVerifier | undefined;
}

/**
 * Accounts, sessions, passwords, email, Facebook, newsletter and rate limits, wired once.
 * The server, the CLI and later areas (billing's registration) take what they need from it.
 */
export function createAccountServices(deps: AccountServicesDependencies) {
  const { config, clock, jobs } = deps;
  const db = deps.database.db;
  const accountsRepository = createAccountsRepository(db);
  const emailRepository = createEmailRepository(db);
  const rateLimiter = createRateLimiter(createRateLimitRepository(db), clock);
  const emails = createEmailSender({ repository: emailRepository, jobs, config });
  const facebook = deps.facebookVerifier ?? createFacebookVerifier(config);
  const sessions = createSessionsService({
    repository: createSessionsRepository(db),
    clock,
    settings: config.session,
  });
  return {
    accountsRepository,
    emailRepository,
    emails,
    facebook,
    rateLimiter,
    sessions,
    cookies: createSessionCookies(config),
    resolveViewer: createSessionViewerResolver(sessions),
    accounts: createAccountsService({
      accounts: accountsRepository,
      facebook,
      rateLimiter,
      billingSummary: createBillingSummaryReader(db, clock),
    }),
    signIn: createSignInService({
      accounts: accountsRepository,
      sessions,
      facebook,
      rateLimiter,
      clock,
    }),
    passwords: createPasswordsService({
      accounts: accountsRepository,
      repository: createPasswordsRepository(db),
      sessions,
      emails,
      rateLimiter,
      clock,
      config,
    }),
    newsletter: createNewsletterService({
      repository: createNewsletterRepository(db),
      emails,
      rateLimiter,
      clock,
      config,
    }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
