import {
  accountServerMessages,
  type BillingSummary,
  type EmailLookupQuery,
  type MeResponse,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { FacebookVerifier } from '../facebook/facebook-verifier.js';
import { verifyFacebookToken } from '../facebook/verify-facebook-token.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AccountsRepository } from './accounts.repository.js';
import { toUserResponse } from './user-mapper.js';

export function createAccountsService(deps: {
  accounts: AccountsRepository;
  facebook: FacebookVerifier;
  rateLimiter: RateLimiter;
  /** Subscriptions, transactions and cards for `GET /api/me` (billing). */
  billingSummary: (userId: string) => Promise<BillingSummary>;
}) {
  const { accounts } = deps;

  async function isFacebookIdentityRegistered(facebookToken: string): Promise<boolean> {
    const identity = await verifyFacebookToken(deps.facebook, facebookToken);
    if (await accounts.findByFacebookId(identity.facebookId)) return true;
    if (!identity.email)
      throw new AppError('unprocessable', accountServerMessages.facebookEmailMissing);
    return (await accounts.findByEmail(identity.email)) !== undefined;
  }

  return {
    /**
     * Whether an email (or the email of a Facebook account) is registered. The spec asks
     * for this before the card step, so it is rate limited per client address instead.
     */
    async assertRegistered(query: EmailLookupQuery, ip: string): Promise<void> {
      await deps.rateLimiter.consume(rateLimitPolicies.emailLookupIp, ip);
      if (query.facebookToken !== undefined) {
        if (!(await isFacebookIdentityRegistered(query.facebookToken))) {
          throw new AppError('notFound', accountServerMessages.facebookEmailNotFound);
        }
        return;
      }
      if (!(await accounts.findByEmail(query.email ?? ''))) {
        throw new AppError('notFound', accountServerMessages.emailNotFound);
      }
    },

    async getMe(userId: string): Promise<MeResponse> {
      const user = await accounts.findById(userId);
      if (!user) throw new AppError('unauthorized', accountServerMessages.notSignedIn);
      return { ...toUserResponse(user), ...(await deps.billingSummary(userId)) };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
