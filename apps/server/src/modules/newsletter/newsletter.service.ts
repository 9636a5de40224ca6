import { newsletterMessages, type NewsletterSignupResponse } from '@cadenza/domain';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { generateSecretToken, hashSecretToken } from '../accounts/secret-token.js';
import type { EmailSender } from '../email/email-sender.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { NewsletterRepository, NewsletterSubscriberRow } from './newsletter.repository.js';

const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const newsletterConfirmPath = (token: string) => `/newsletter/confirm/${token}`;

export function createNewsletterService(deps: {
  repository: NewsletterRepository;
  emails: EmailSender;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
}) {
  const accepted: NewsletterSignupResponse = {
    result: 'success',
    msg: newsletterMessages.confirmationSent,
  };

  return {
    /**
     * Double opt-in. The answer is the same whether the address is new, pending or already
     * confirmed, so it tells nobody who reads the newsletter; a confirmed address gets no
     * email, and a pending one at most a few a day.
     */
    async signUp(input: {
      email: string;
      firstName: string | undefined;
      referral: string;
      ip: string;
    }): Promise<NewsletterSignupResponse> {
      await deps.rateLimiter.consume(rateLimitPolicies.newsletterIp, input.ip);
      const existing = await deps.repository.findByEmail(input.email);
      if (existing?.confirmedAt) return accepted;
      const mayEmail = await deps.rateLimiter.tryConsume(
        rateLimitPolicies.newsletterEmail,
        input.email,
      );
      if (!mayEmail) return accepted;
      const token = generateSecretToken();
      const now = deps.clock.now();
      const isPending = await deps.repository.upsertPending({
        email: input.email,
        firstName: input.firstName || null,
        referral: input.referral,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS),
        now,
      });
      if (!isPending) return accepted;
      await deps.emails.send({
        template: 'newsletter-confirmation',
        to: input.email,
        data: {
          firstName: input.firstName || (existing?.firstName ?? null),
          confirmUrl: `${deps.config.publicUrl}${newsletterConfirmPath(token)}`,
        },
      });
      return accepted;
    },

    async findPending(token: string): Promise<NewsletterSubscriberRow | undefined> {
      return deps.repository.findPendingByToken(hashSecretToken(token), deps.clock.now());
    },

    async confirm(token: string): Promise<NewsletterSubscriberRow | undefined> {
      return deps.repository.confirm(hashSecretToken(token), deps.clock.now());
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
