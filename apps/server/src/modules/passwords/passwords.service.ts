import { accountServerMessages, type PasswordSetupRequest } from '@cadenza/domain';
import type { Config } from '../../config/env.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountsRepository, UserRow } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/password-hash.js';
import { generateSecretToken, hashSecretToken } from '../accounts/secret-token.js';
import type { EmailSender } from '../email/email-sender.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { SessionsService, StartedSession } from '../sessions/sessions.service.js';
import { assertPasswordNotCommon } from './password-policy.js';
import type { AccountTokenPurpose, PasswordsRepository } from './passwords.repository.js';

const MINUTE_MS = 60_000;
export const RESET_TOKEN_MINUTES = 60;
/** A setup link comes with a new account, often read days later. */
export const SETUP_TOKEN_DAYS = 7;

/** The web routes of the spec (§2) that open these links. */
export const passwordLinks = {
  reset: (publicUrl: string, token: string) => `${publicUrl}/password-reset/${token}`,
  setup: (publicUrl: string, token: string) => `${publicUrl}/account/create-password/${token}`,
};

export function createPasswordsService(deps: {
  accounts: AccountsRepository;
  repository: PasswordsRepository;
  sessions: SessionsService;
  emails: EmailSender;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
}) {
  const { rateLimiter, repository } = deps;
  const tokenNotValid = () => new AppError('badRequest', accountServerMessages.tokenNotValid);

  async function issueToken(userId: string, purpose: AccountTokenPurpose, lifetimeMs: number) {
    const token = generateSecretToken();
    const now = deps.clock.now();
    await repository.issueToken({
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    });
    return token;
  }

  async function findToken(token: string, purpose: AccountTokenPurpose) {
    const row = await repository.findUsableToken(hashSecretToken(token), purpose, deps.clock.now());
    if (!row) throw tokenNotValid();
    return row;
  }

  return {
    async requestReset(input: { email: string; ip: string }): Promise<void> {
      await rateLimiter.consume(rateLimitPolicies.resetRequestIp, input.ip);
      await rateLimiter.consume(rateLimitPolicies.resetRequestAccount, input.email);
      const user = await deps.accounts.findByEmail(input.email);
      if (!user) throw new AppError('notFound', accountServerMessages.emailNotFound);
      const token = await issueToken(user.id, 'password-reset', RESET_TOKEN_MINUTES * MINUTE_MS);
      await deps.emails.send({
        template: 'password-reset',
        to: user.email,
        data: {
          firstName: user.firstName,
          resetUrl: passwordLinks.reset(deps.config.publicUrl, token),
          expiresInMinutes: RESET_TOKEN_MINUTES,
        },
      });
    },

    async resetPassword(input: {
      token: string;
      email: string;
      password: string;
      ip: string;
      currentSessionId: string | undefined;
    }): Promise<void> {
      await rateLimiter.consume(rateLimitPolicies.resetIp, input.ip);
      await rateLimiter.consume(rateLimitPolicies.resetAccount, input.email);
      const token = await findToken(input.token, 'password-reset');
      const user = await deps.accounts.findByEmail(input.email);
      if (!user) throw new AppError('notFound', accountServerMessages.emailNotFound);
      // Someone else's link: refused, and the link stays usable by its owner.
      if (user.id !== token.userId) throw tokenNotValid();
      assertPasswordNotCommon(input.password);
      const changed = await repository.changePassword({
        userId: user.id,
        passwordHash: await hashPassword(input.password),
        at: deps.clock.now(),
        tokenId: token.id,
        keepSessionId: input.currentSessionId,
      });
      if (!changed) throw tokenNotValid();
    },

    /** Sets the first password from the emailed link, records consents and signs the user in. */
    async setUpPassword(input: {
      token: string;
      request: PasswordSetupRequest;
      ip: string;
    }): Promise<{ user: UserRow; session: StartedSession }> {
      await rateLimiter.consume(rateLimitPolicies.setupIp, input.ip);
      const token = await findToken(input.token, 'password-setup');
      await rateLimiter.consume(rateLimitPolicies.setupAccount, token.userId);
      assertPasswordNotCommon(input.request.password);
      const user = await repository.changePassword({
        userId: token.userId,
        passwordHash: await hashPassword(input.request.password),
        at: deps.clock.now(),
        tokenId: token.id,
        consents: input.request.consents,
      });
      if (!user) throw tokenNotValid();
      return { user, session: await deps.sessions.start(user) };
    },

    /** Emails a link to choose a first password (accounts made without one, e.g. by the CLI). */
    async sendSetupEmail(user: UserRow): Promise<void> {
      const token = await issueToken(
        user.id,
        'password-setup',
        SETUP_TOKEN_DAYS * 24 * 60 * MINUTE_MS,
      );
      await deps.emails.send({
        template: 'password-setup',
        to: user.email,
        data: {
          firstName: user.firstName,
          email: user.email,
          setupUrl: passwordLinks.setup(deps.config.publicUrl, token),
          expiresInDays: SETUP_TOKEN_DAYS,
        },
      });
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
