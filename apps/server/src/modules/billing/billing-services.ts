import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { createAccountsRepository } from '../accounts/accounts.repository.js';
import type { AccountServices } from '../accounts/account-services.js';
import { createAppConfigRepository } from '../app-config/app-config.repository.js';
import { clockRoutes } from '../clock/clock.routes.js';
import { createEmailRepository } from '../email/email.repository.js';
import { createEmailSender } from '../email/email-sender.js';
import { offersRoutes } from '../offers/offers.routes.js';
import { createOffersRepository } from '../offers/offers.repository.js';
import { createOffersService } from '../offers/offers.service.js';
import { createPaymentGateway } from '../payments/create-gateway.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import { sandboxRoutes } from '../payments/sandbox/sandbox.routes.js';
import { createSandboxRepository } from '../payments/sandbox/sandbox.repository.js';
import { billingRoutes } from './billing.routes.js';
import { defineBillingJobs, queueBillingTick } from './billing-jobs.js';
import { createBillingNotifier } from './billing-notifier.js';
import { cardsRoutes } from './cards.routes.js';
import { createCardsRepository } from './cards.repository.js';
import { createCardsService } from './cards.service.js';
import type { ChargeDependencies } from './charge-subscription.js';
import { createSignupService } from './signup.service.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

export interface BillingCoreDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  /** Chosen from PAYMENT_GATEWAY unless given (tests wrap it). */
  gateway?: PaymentGateway | undefined;
}

/** What both the API and the workers need: the gateway, repositories, emails, charging. */
export function createBillingCore(deps: BillingCoreDependencies) {
  const { config, clock, jobs } = deps;
  const db = deps.database.db;
  const gateway = deps.gateway ?? createPaymentGateway(config.billing, db, clock);
  const accounts = createAccountsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const emails = createEmailSender({ repository: createEmailRepository(db), jobs, config });
  const notifier = createBillingNotifier({ accounts, emails, config });
  const charge: ChargeDependencies = {
    db,
    gateway,
    clock,
    notifier,
    retryDays: config.billing.retryDays,
  };
  return { db, gateway, accounts, subscriptions, notifier, charge };
}

/** Declares the billing jobs (tick and charge) on a queue, before it starts. */
export function registerBillingJobs(
  deps: BillingCoreDependencies & {
    logger: FastifyBaseLogger;
    chargeRetryDelaySeconds?: number;
    chargeBatchSize?: number;
  },
): void {
  const core = createBillingCore(deps);
  defineBillingJobs({
    ...core.charge,
    jobs: deps.jobs,
    repository: core.subscriptions,
    logger: deps.logger,
    chargeRetryDelaySeconds: deps.chargeRetryDelaySeconds,
    chargeBatchSize: deps.chargeBatchSize,
  });
}

/** Offers, signup, subscriptions, cards, the sandbox and the webhook, under /api. */
export function billingApiRoutes(
  deps: BillingCoreDependencies & { services: AccountServices },
): FastifyPluginAsync {
  const core = createBillingCore(deps);
  const { config, clock } = deps;
  const cards = createCardsRepository(core.db);
  const plans = createAppConfigRepository(core.db);
  const offers = createOffersService(createOffersRepository(core.db));
  const common = {
    db: core.db,
    accounts: core.accounts,
    cards,
    plans,
    offers,
    gateway: core.gateway,
    clock,
    config: config.billing,
  };
  const signup = createSignupService({
    ...common,
    facebook: deps.services.facebook,
    rateLimiter: deps.services.rateLimiter,
  });
  const subscriptions = createSubscriptionsService({
    ...common,
    subscriptions: core.subscriptions,
    notifier: core.notifier,
    charge: core.charge,
  });
  return async (api) => {
    await api.register(offersRoutes(offers));
    await api.register(
      billingRoutes({
        signup,
        subscriptions,
        sessions: deps.services.sessions,
        cookies: deps.services.cookies,
        clock,
      }),
    );
    await api.register(
      cardsRoutes(createCardsService({ ...common, subscriptions: core.subscriptions })),
    );
    await api.register(clockRoutes({ clock, afterAdvance: () => queueBillingTick(deps.jobs) }));
    if (core.gateway.kind === 'sandbox') {
      await api.register(sandboxRoutes({ repository: createSandboxRepository(core.db), clock }));
    }
    if (config.billing.gateway === 'stripe' && config.billing.stripe) {
      await api.register(
        stripeWebhookRoutes({ db: core.db, settings: config.billing.stripe, clock }),
      );
    }
  };
}
