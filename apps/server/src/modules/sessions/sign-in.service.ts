import { accountServerMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountsRepository, UserRow } from '../accounts/accounts.repository.js';
import { verifyPasswordInConstantWork } from '../accounts/password-hash.js';
import type { FacebookVerifier } from '../facebook/facebook-verifier.js';
import { verifyFacebookToken } from '../facebook/verify-facebook-token.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { SessionsService, StartedSession } from './sessions.service.js';

export interface SignedIn {
  user: UserRow;
  session: StartedSession;
}

export function createSignInService(deps: {
  accounts: AccountsRepository;
  sessions: SessionsService;
  facebook: FacebookVerifier;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { accounts, rateLimiter } = deps;

  /** The account a Facebook identity opens; links it by email the first time (Facebook verified the email). */
  async function findFacebookUser(identity: {
    facebookId: string;
    email: string | null;
  }): Promise<UserRow> {
    const linked = await accounts.findByFacebookId(identity.facebookId);
    if (linked) return linked;
    if (!identity.email)
      throw new AppError('unprocessable', accountServerMessages.facebookEmailMissing);
    const byEmail = await accounts.findByEmail(identity.email);
    if (!byEmail) throw new AppError('notFound', accountServerMessages.facebookEmailNotFound);
    if (byEmail.facebookId !== null)
      throw new AppError('conflict', accountServerMessages.emailExists);
    const updated = await accounts.linkFacebookId(
      byEmail.id,
      identity.facebookId,
      deps.clock.now(),
    );
    if (!updated) throw new AppError('conflict', accountServerMessages.emailExists);
    return updated;
  }

  return {
    async withPassword(input: { email: string; password: string; ip: string }): Promise<SignedIn> {
      await rateLimiter.consume(rateLimitPolicies.signInIp, input.ip);
      // Counted before the password is checked, so parallel guesses cannot pass the limit;
      // a successful sign-in clears the count, leaving only failures counted.
      await rateLimiter.consume(rateLimitPolicies.signInAccount, input.email);
      const user = await accounts.findByEmail(input.email);
      // Unknown email, no password yet, wrong password: one answer, one argon2 verification.
      const isValid = await verifyPasswordInConstantWork(user?.passwordHash, input.password);
      if (!user || !isValid)
        throw new AppError('unauthorized', accountServerMessages.wrongPassword);
      await rateLimiter.clear(rateLimitPolicies.signInAccount, input.email);
      return { user, session: await deps.sessions.start(user) };
    },

    async withFacebook(input: { facebookToken: string; ip: string }): Promise<SignedIn> {
      await rateLimiter.consume(rateLimitPolicies.signInIp, input.ip);
      const identity = await verifyFacebookToken(deps.facebook, input.facebookToken);
      const user = await findFacebookUser(identity);
      return { user, session: await deps.sessions.start(user) };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
