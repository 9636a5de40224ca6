import { accountServerMessages, billingServerMessages, type SignupRequest } from '@cadenza/domain';
import type { BillingConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountsRepository, UserRow } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/password-hash.js';
import { assertPasswordNotCommon } from '../passwords/password-policy.js';
import type { PlansRepository } from '../app-config/plans.repository.js';
import type { FacebookVerifier } from '../facebook/facebook-verifier.js';
import { verifyFacebookToken } from '../facebook/verify-facebook-token.js';
import type { OffersService } from '../offers/offers.service.js';
import { withCardErrors } from '../payments/card-error.js';
import type { GatewayCard, PaymentGateway } from '../payments/payment-gateway.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { saveCard } from './attach-card.js';
import {
  beginCardAttachment,
  completeCardAttachment,
  discardCardAttachment,
  type PendingCardAttachment,
} from './card-attachments.js';
import { createCardsRepository } from './cards.repository.js';
import { checkCountryOfResidence, requireClientCountry } from './geo-check.js';
import { requireOfferedPlan } from './offered-plan.js';
import { startSubscription } from './start-subscription.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

export interface SignupDependencies {
  db: Database;
  accounts: AccountsRepository;
  /** The accounts repository on a transaction: the account is written with its card and trial. */
  accountsIn: (tx: Database) => AccountsRepository;
  plans: PlansRepository;
  offers: OffersService;
  gateway: PaymentGateway;
  facebook: FacebookVerifier;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: BillingConfig;
}

/**
 * `POST /api/users`: account, card and trial, all or nothing. Every check that can refuse
 * runs first; the processor then attaches the card (declines surface here) to a customer of
 * this attempt's own, recorded as a pending attachment first; the account, card, subscription
 * and trial transaction are written in one database transaction, which also marks the
 * attachment done. A signup that fails deletes its customer (and card) at the processor; one
 * that dies leaves the record, and the reconciler does it (`card-attachments.ts`).
 */
export function createSignupService(deps: SignupDependencies) {
  return {
    async signUp(request: SignupRequest, ip: string): Promise<UserRow> {
      await deps.rateLimiter.consume(rateLimitPolicies.signupIp, ip);
      if (request.password !== undefined) assertPasswordNotCommon(request.password);
      const identity = await resolveIdentity(deps, request);
      if (await deps.accounts.findByEmail(identity.email))
        throw new AppError('conflict', accountServerMessages.emailExists);
      if (identity.facebookId && (await deps.accounts.findByFacebookId(identity.facebookId))) {
        throw new AppError('conflict', accountServerMessages.emailExists);
      }
      const offer = await deps.offers.findOfferForSignup(request.referralCode);
      const clientCountry = requireClientCountry(deps.config, ip);
      const plan = await requireOfferedPlan(deps.plans, {
        planId: request.payment.planId,
        clientCountry,
        field: 'payment.planId',
      });
      const passwordHash = request.password ? await hashPassword(request.password) : null;

      const attachment = await beginCardAttachment(deps, identity.email);
      try {
        const card = await withCardErrors(() =>
          deps.gateway.attachCard({
            customerId: attachment.customerId,
            token: request.payment.token,
          }),
        );
        checkCountryOfResidence(deps.config, clientCountry, card.country);
        return await createAccount({
          deps,
          request,
          identity,
          passwordHash,
          attachment,
          card,
          plan,
          offer,
        });
      } catch (error) {
        // Left to the reconciler if the processor cannot be reached now.
        await discardCardAttachment(deps, attachment).catch(() => undefined);
        throw error;
      }
    },
  };
}

interface Identity {
  email: string;
  facebookId: string | null;
}

async function resolveIdentity(
  deps: SignupDependencies,
  request: SignupRequest,
): Promise<Identity> {
  if (request.facebookToken === undefined) return { email: request.email ?? '', facebookId: null };
  const identity = await verifyFacebookToken(deps.facebook, request.facebookToken);
  if (!identity.email)
    throw new AppError('unprocessable', accountServerMessages.facebookEmailMissing);
  return { email: identity.email, facebookId: identity.facebookId };
}

async function createAccount(input: {
  deps: SignupDependencies;
  request: SignupRequest;
  identity: Identity;
  passwordHash: string | null;
  attachment: PendingCardAttachment;
  card: GatewayCard;
  plan: NonNullable<Awaited<ReturnType<PlansRepository['findPlanById']>>>;
  offer: Awaited<ReturnType<OffersService['findOfferForSignup']>>;
}): Promise<UserRow> {
  const { deps, identity, request } = input;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await completeCardAttachment(tx, input.attachment);
    // One free trial per card, even for sign-ups with one card at the same moment: the card's
    // fingerprint is locked until this transaction ends, then checked.
    const cards = createCardsRepository(tx);
    await cards.lockFingerprint(input.card.fingerprint);
    if (await cards.hasTrialWithFingerprint(input.card.fingerprint))
      throw new AppError('conflict', billingServerMessages.trialAlreadyUsed);
    const accounts = deps.accountsIn(tx);
    const inserted = await accounts.insertUser({
      email: identity.email,
      passwordHash: input.passwordHash,
      role: 'ordinary',
    });
    if (!inserted) throw new AppError('conflict', accountServerMessages.emailExists);
    const user = identity.facebookId
      ? await accounts.linkFacebookId(inserted.id, identity.facebookId, now)
      : inserted;
    if (!user) throw new AppError('conflict', accountServerMessages.emailExists);
    await cards.insertCustomer({
      userId: user.id,
      gateway: deps.gateway.kind,
      customerId: input.attachment.customerId,
    });
    await saveCard(cards, user.id, input.card, { isDefault: true });
    const subscriptions = createSubscriptionsRepository(tx);
    await subscriptions.recordSignupConsents(user.id, request.consents ?? {}, now);
    await startSubscription(subscriptions, {
      userId: user.id,
      plan: input.plan,
      offer: input.offer,
      trialCardFingerprint: input.card.fingerprint,
      now,
    });
    return { ...user, isFreeTrialAvailable: false };
  });
}

export type SignupService = ReturnType<typeof createSignupService>;
