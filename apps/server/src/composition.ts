import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createAdminActions } from './modules/audit/admin-actions.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createConsoleOffersService } from './modules/offers/console-offers.service.js';
import { createOfferFiguresRepository } from './modules/offers/offer-figures.repository.js';
import { createOfferImages } from './modules/offers/offer-images.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createAnalyticsEventsRepository } from './modules/analytics/analytics-events.repository.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createCatalogueFiguresRepository } from './modules/analytics/catalogue-figures.repository.js';
import { createCatalogueFiguresService } from './modules/analytics/catalogue-figures.service.js';
import { createNumbersRepository } from './modules/analytics/numbers.repository.js';
import { createNumbersService } from './modules/analytics/numbers.service.js';
import { createPlansRepository } from './modules/app-config/plans.repository.js';
import { createAppConfigService } from './modules/app-config/app-config.service.js';
import { defineBillingJobs } from './modules/billing/billing-jobs.js';
import { createBillingNotifier } from './modules/billing/billing-notifier.js';
import { createBillingSummaryReader } from './modules/billing/billing-summary.js';
import { createCardsRepository } from './modules/billing/cards.repository.js';
import { createCardsService } from './modules/billing/cards.service.js';
import type { ChargeDependencies } from './modules/billing/charge-subscription.js';
import { createSignupService } from './modules/billing/signup.service.js';
import type { StripeWebhookDependencies } from './modules/billing/stripe-webhook.routes.js';
import { createWebhooksRepository } from './modules/billing/webhooks.repository.js';
import { createSubscriptionsRepository } from './modules/billing/subscriptions.repository.js';
import { createSubscriptionsService } from './modules/billing/subscriptions.service.js';
import { createCatalogueServiceFor } from './modules/catalogue/create-catalogue-service.js';
import {
  defineScoreImportJobs,
  queueScoreImport,
} from './modules/catalogue/import/score-import-jobs.js';
import {
  createScoreImportService,
  SCORE_IMPORT_JOB,
} from './modules/catalogue/import/score-import.service.js';
import { scoreCheckOn, scoreCheckWorker } from './modules/catalogue/import/score-check.js';
import type { ScoreCheckTasks } from './modules/catalogue/import/score-check-tasks.js';
import { createWorkerPool } from './modules/content/worker-pool.js';
import { createScoreLoader } from './modules/catalogue/load-score.js';
import { createScoreLibrary } from '@cadenza/music/scores';
import {
  queueDemoMedia,
  queueMakeMedia,
  registerContentJobs,
} from './modules/content/content-jobs.js';
import { contentWork, mediaWork } from './modules/content/content-work.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentService } from './modules/content/content.service.js';
import { translateScore } from './modules/content/lyrics/translate-score.js';
import { createMediaAccess } from './modules/content/media-access.js';
import { createMediaFiles } from './modules/content/media-files.js';
import { createMediaStore } from './modules/content/create-media-store.js';
import { createReadingPdfs } from './modules/content/reading-pdfs.js';
import { createScoreFactsCache } from './modules/content/score-facts-cache.js';
import { createScoreFirstPages } from './modules/content/score-first-pages.js';
import { createScoreOpenings } from './modules/content/score-openings.js';
import { createMailer } from './modules/email/create-mailer.js';
import { createLibraryRepository } from './modules/library/library.repository.js';
import { createLibraryService, type SummariesOf } from './modules/library/library.service.js';
import { createSetlistsRepository } from './modules/library/setlists.repository.js';
import { createSetlistsService } from './modules/library/setlists.service.js';
import { createEmailRepository } from './modules/email/email.repository.js';
import { registerEmailDelivery } from './modules/email/email-delivery.js';
import { createEmailSender } from './modules/email/email-sender.js';
import type { Mailer } from './modules/email/mailer.js';
import { createFacebookVerifier } from './modules/facebook/create-facebook-verifier.js';
import type { FacebookVerifier } from './modules/facebook/facebook-verifier.js';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { createCustomerActions } from './modules/customers/customer-actions.service.js';
import { createCustomersRepository } from './modules/customers/customers.repository.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createOffersRepository } from './modules/offers/offers.repository.js';
import { createOffersService } from './modules/offers/offers.service.js';
import { createPasswordsRepository } from './modules/passwords/passwords.repository.js';
import { createPasswordsService } from './modules/passwords/passwords.service.js';
import { createPaymentGateway } from './modules/payments/create-gateway.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { createStripeClient } from './modules/payments/stripe/stripe-gateway.js';
import { createSandboxRepository } from './modules/payments/sandbox/sandbox.repository.js';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.js';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createSearchServiceFor } from './modules/search/create-search-service.js';
import { createSessionCookies } from './modules/sessions/session-cookies.js';
import { createSessionViewerResolver } from './modules/sessions/session-viewer.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createCoverImages } from './modules/studio/cover-images.js';
import { createDifficultyHints } from './modules/studio/difficulty-hint.js';
import { createStudioFilmEditsRepository } from './modules/studio/films/studio-film-edits.repository.js';
import { createStudioFilmEdits } from './modules/studio/films/studio-film-edits.service.js';
import { defineFilmJobs, queueFilmJob } from './modules/studio/films/studio-films.jobs.js';
import { createStudioFilmsRepository } from './modules/studio/films/studio-films.repository.js';
import {
  createStudioFilmsService,
  MAKE_FILM_JOB,
} from './modules/studio/films/studio-films.service.js';
import { createStudioReadingPdfRepository } from './modules/studio/reading-pdfs/studio-reading-pdf.repository.js';
import { createStudioReadingPdfService } from './modules/studio/reading-pdfs/studio-reading-pdf.service.js';
import { createStudioReadingPagesRepository } from './modules/studio/reading-pages/studio-reading-pages.repository.js';
import { createStudioReadingPagesService } from './modules/studio/reading-pages/studio-reading-pages.service.js';
import { createStudioRecordingsRepository } from './modules/studio/recordings/studio-recordings.repository.js';
import {
  defineRecordingAlignmentJobs,
  queueRecordingAlignment,
} from './modules/studio/recordings/studio-recordings.jobs.js';
import {
  ALIGN_RECORDING_JOB,
  createStudioRecordingsService,
} from './modules/studio/recordings/studio-recordings.service.js';
import { studioScopeOf } from './modules/studio/studio-access.js';
import { createStudioJobsRepository } from './modules/studio/studio-jobs.repository.js';
import { createStudioJobsService, toStudioJob } from './modules/studio/studio-jobs.service.js';
import { createStudioRepository } from './modules/studio/studio.repository.js';
import { createStudioService } from './modules/studio/studio.service.js';
import { createSignInService } from './modules/sessions/sign-in.service.js';

/** What the services are built from: the same for the server, the workers, the CLI and tests. */
export interface CompositionDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** The card processor, chosen from PAYMENT_GATEWAY unless given (tests wrap it). */
  gateway?: PaymentGateway | undefined;
  /** Chosen from the configuration unless given (tests). */
  facebookVerifier?: FacebookVerifier | undefined;
}

/**
 * The composition root: every repository and service of the server, each built once, here
 * and nowhere else. Modules receive what they need; none builds another. `app.ts` registers
 * each module's routes with these services, and `defineJobs` declares the jobs with them.
 */
export function composeServices(deps: CompositionDependencies) {
  const { config, clock, jobs } = deps;
  const db = deps.database.db;

  const accountsRepository = createAccountsRepository(db);
  const emailRepository = createEmailRepository(db);
  const subscriptionsRepository = createSubscriptionsRepository(db);
  const cardsRepository = createCardsRepository(db);
  const contentRepository = createContentRepository(db);

  const rateLimiter = createRateLimiter(createRateLimitRepository(db), clock);
  const emails = createEmailSender({ repository: emailRepository, jobs, config });
  const facebook = deps.facebookVerifier ?? createFacebookVerifier(config);
  const sessions = createSessionsService({
    repository: createSessionsRepository(db, deps.database.sessionDb),
    clock,
    settings: config.session,
  });
  const cookies = createSessionCookies(config);
  const adminActions = createAdminActions({ db, clock });

  const gateway = deps.gateway ?? createPaymentGateway(config.billing, db, clock);
  const notifier = createBillingNotifier({ accounts: accountsRepository, emails, config });
  const charge: ChargeDependencies = {
    db,
    gateway,
    clock,
    notifier,
    retryDays: config.billing.retryDays,
  };
  const catalogue = createCatalogueServiceFor(
    deps.database.catalogueDb,
    config.catalogue.cacheItems,
  );
  const offers = createOffersService(createOffersRepository(db), {
    counts: async () => (await catalogue.getOverview()).counts,
    featuredPieces: (code, count) => catalogue.featuredPieces(code, count),
  });
  const billingCommon = {
    db,
    accounts: accountsRepository,
    cards: cardsRepository,
    plans: createPlansRepository(db),
    offers,
    gateway,
    clock,
    config: config.billing,
  };

  const scoreLibrary = createScoreLibrary();
  const loadScore = createScoreLoader(db, scoreLibrary);
  const mediaStore = createMediaStore(config);
  const readingPdfs = createReadingPdfs(contentRepository, mediaStore);
  const scoreFacts = createScoreFactsCache({
    loadScore,
    describe: (score) => contentWork().run('describeScore', score),
  });
  let mediaTokenSecret: Promise<string> | undefined;
  const customers = createCustomersService({
    customers: createCustomersRepository(db),
    subscriptions: subscriptionsRepository,
    cards: cardsRepository,
    sessions,
    emails: emailRepository,
    clock,
  });
  // The studio's Jobs page and the recordings' alignment state read jobs the same way.
  const studioJobsRepository = createStudioJobsRepository(db, {
    importQueue: SCORE_IMPORT_JOB,
    alignmentQueue: ALIGN_RECORDING_JOB,
    filmQueue: MAKE_FILM_JOB,
  });
  // The library lists pieces as the catalogue shows them to guests; a piece's own practice
  // state is there for whoever may open the piece (a draft for admins and publishers).
  const summariesOf: SummariesOf = (ids, viewer) => catalogue.summariesOf(ids, viewer);

  return {
    accounts: {
      repository: accountsRepository,
      emailRepository,
      emails,
      facebook,
      rateLimiter,
      sessions,
      cookies,
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
    },
    billing: {
      gateway,
      charge,
      subscriptionsRepository,
      offers,
      signup: createSignupService({
        ...billingCommon,
        accountsIn: createAccountsRepository,
        facebook,
        rateLimiter,
      }),
      subscriptions: createSubscriptionsService({
        ...billingCommon,
        subscriptions: subscriptionsRepository,
        notifier,
        charge,
      }),
      cards: createCardsService({ ...billingCommon, subscriptions: subscriptionsRepository }),
      /** The sandbox card processor's own records, when it is the processor in use. */
      sandbox: gateway.kind === 'sandbox' ? createSandboxRepository(db) : undefined,
      /** What Stripe's webhook needs, when Stripe is the processor. */
      stripeWebhook: stripeWebhookOf(config, db, clock),
    },
    appConfig: createAppConfigService(config, billingCommon.plans),
    /** The operations console: every admin action through `actions` (audited). */
    console: {
      actions: adminActions,
      audit: createAuditService(createAuditRepository(db)),
      offers: createConsoleOffersService({
        offers: createOffersRepository(db),
        offersIn: createOffersRepository,
        figures: createOfferFiguresRepository(db),
        actions: adminActions,
        clock,
      }),
      offerImages: createOfferImages({ store: mediaStore, actions: adminActions }),
      customers,
      customerActions: createCustomerActions({
        db,
        actions: adminActions,
        clock,
        gateway,
        requireCustomer: customers.requireCustomer,
        subscriptions: subscriptionsRepository,
        subscriptionsIn: createSubscriptionsRepository,
        sessions,
        sessionsIn: (tx) => createSessionsRepository(tx),
        emailsIn: createEmailRepository,
        emails,
        notifier,
      }),
    },
    catalogue,
    /** Score imports (the CLI's and the studio's uploads), checked by Verovio on a thread. */
    scoreImport: createScoreImportService({
      db,
      check: scoreCheckOn(createWorkerPool<ScoreCheckTasks>(scoreCheckWorker)),
      spoolDir: path.join(config.dataDir, 'score-imports'),
      queueImport: (importId) => queueScoreImport(jobs, importId),
      afterImport: config.content.makeDemoMedia ? () => queueDemoMedia(jobs) : async () => {},
      logger: deps.logger,
    }),
    search: createSearchServiceFor(deps.database.catalogueDb, config.search.cacheItems),
    analytics: {
      events: createAnalyticsService({
        repository: createAnalyticsEventsRepository(db),
        rateLimiter,
        clock,
      }),
      numbers: createNumbersService({ repository: createNumbersRepository(db), clock }),
      figures: createCatalogueFiguresService({
        repository: createCatalogueFiguresRepository(db),
        clock,
      }),
    },
    studio: createStudioService({
      repository: createStudioRepository(db),
      clock,
      difficultyHint: createDifficultyHints(loadScore),
      covers: createCoverImages(mediaStore),
    }),
    studioJobs: createStudioJobsService({
      repository: studioJobsRepository,
      imprintOf: (userId) => createStudioRepository(db).imprintOf(userId),
      queueImport: (importId) => queueScoreImport(jobs, importId),
      queueAlignment: (job) => queueRecordingAlignment(jobs, job),
    }),
    /** Recordings uploaded in the studio, aligned to their scores by a job (studio/recordings). */
    studioRecordings: createStudioRecordingsService({
      ...createStudioRecordingsRepository(db),
      scopeOf: (viewer) =>
        studioScopeOf(viewer, (userId) => createStudioRepository(db).imprintOf(userId)),
      content: contentRepository,
      store: mediaStore,
      loadScore,
      align: (score, samples) => mediaWork().run('alignRecording', { score, samples }),
      queue: (job) => queueRecordingAlignment(jobs, job),
      findJob: async (id) => {
        const row = await studioJobsRepository.findJob(id);
        return row && toStudioJob(row);
      },
      logger: deps.logger,
      spoolDir: path.join(config.dataDir, 'recording-uploads'),
    }),
    /** Films uploaded in the studio: made into HLS and aligned by a job (studio/films). */
    studioFilms: createStudioFilmsService({
      scopeOf: (viewer) =>
        studioScopeOf(viewer, (userId) => createStudioRepository(db).imprintOf(userId)),
      repository: createStudioFilmsRepository(db, MAKE_FILM_JOB),
      store: mediaStore,
      loadScore,
      align: (score, samples) => mediaWork().run('alignRecording', { score, samples }),
      queue: (job) => queueFilmJob(jobs, job),
      logger: deps.logger,
      spoolDir: path.join(config.dataDir, 'film-uploads'),
    }),
    /** A stored film removed, its poster remembered, its sync corrected (studio/films). */
    studioFilmEdits: createStudioFilmEdits({
      scopeOf: (viewer) =>
        studioScopeOf(viewer, (userId) => createStudioRepository(db).imprintOf(userId)),
      films: createStudioFilmsRepository(db, MAKE_FILM_JOB),
      repository: createStudioFilmEditsRepository(db),
      store: mediaStore,
      logger: deps.logger,
    }),
    /** PDFs of PDF readings uploaded in the studio, read whole on a content worker. */
    studioReadingPdfs: createStudioReadingPdfService({
      scopeOf: (viewer) =>
        studioScopeOf(viewer, (userId) => createStudioRepository(db).imprintOf(userId)),
      repository: createStudioReadingPdfRepository(db),
      store: mediaStore,
      inspect: (bytes) => contentWork().run('inspectPdf', bytes),
      spoolDir: path.join(config.dataDir, 'pdf-uploads'),
    }),
    /** Pages of navigated readings uploaded in the studio (HTML, Markdown or a zip). */
    studioReadingPages: createStudioReadingPagesService({
      scopeOf: (viewer) =>
        studioScopeOf(viewer, (userId) => createStudioRepository(db).imprintOf(userId)),
      repository: createStudioReadingPagesRepository(db),
      spoolDir: path.join(config.dataDir, 'reading-page-uploads'),
    }),
    library: {
      library: createLibraryService({
        repository: createLibraryRepository(db),
        clock,
        summariesOf,
      }),
      setlists: createSetlistsService({
        repository: createSetlistsRepository(db),
        clock,
        summariesOf,
      }),
    },
    content: {
      repository: contentRepository,
      store: mediaStore,
      loadScore,
      service: createContentService({
        repository: contentRepository,
        clock,
        access: createMediaAccess({
          findLiveSession: (sessionId, userId) => sessions.resolveById(sessionId, userId),
          clock,
          secret: () =>
            (mediaTokenSecret ??= config.content.mediaTokenSecret
              ? Promise.resolve(config.content.mediaTokenSecret)
              : contentRepository.findOrCreateTokenSecret(randomBytes(32).toString('base64url'))),
        }),
        loadScore,
        scoreFacts,
        scoreOpenings: createScoreOpenings({
          scoreFacts,
          engrave: (score) => contentWork().run('engraveFirstPage', score),
        }),
        scoreFirstPages: createScoreFirstPages({
          loadScore,
          scoreFacts,
          engrave: (input) => contentWork().run('engraveViewerFirstPage', input),
        }),
        readingPdfs,
        mediaFiles: createMediaFiles({
          repository: contentRepository,
          store: mediaStore,
          queueMake: config.content.makeDemoMedia
            ? (task) => queueMakeMedia(jobs, task)
            : undefined,
          logger: deps.logger,
        }),
        translate: (score, product) =>
          product.language ? translateScore(score, product.language) : null,
      }),
    },
  };
}

export type Services = ReturnType<typeof composeServices>;

function stripeWebhookOf(
  config: Config,
  db: DatabaseHandle['db'],
  clock: Clock,
): StripeWebhookDependencies | undefined {
  const { stripe } = config.billing;
  if (config.billing.gateway !== 'stripe' || !stripe) return undefined;
  return {
    stripe: createStripeClient(stripe),
    repository: createWebhooksRepository(db),
    webhookSecret: stripe.webhookSecret,
    clock,
  };
}

/** How a test or benchmark tunes the charge jobs; the server uses the defaults. */
export interface BillingJobTuning {
  chargeRetryDelaySeconds?: number | undefined;
  chargeBatchSize?: number | undefined;
}

/**
 * Declares every job on the queue with the composed services: each entry point (server,
 * workers, CLI) does so before starting its queue, so that any of them can send any job.
 * Answers the mailer that delivers queued email (SMTP_URL, or the local mailbox).
 */
export function defineJobs(
  services: Services,
  deps: CompositionDependencies & { mailer?: Mailer | undefined; billing?: BillingJobTuning },
): Mailer {
  const { jobs, config, clock, logger } = deps;
  const mailer = registerEmailDelivery({
    jobs,
    repository: services.accounts.emailRepository,
    mailer: deps.mailer ?? createMailer(config, deps.database.db),
    config,
    clock,
    logger,
  });
  registerContentJobs({
    jobs,
    logger,
    repository: services.content.repository,
    store: services.content.store,
    loadScore: services.content.loadScore,
  });
  defineBillingJobsOf(services, deps, deps.billing);
  defineScoreImportJobs(jobs, services.scoreImport);
  defineRecordingAlignmentJobs(jobs, services.studioRecordings);
  defineFilmJobs(jobs, services.studioFilms);
  return mailer;
}

/** The billing jobs alone (tick, charge, reconciliation), for tests that work only those. */
export function defineBillingJobsOf(
  services: Services,
  deps: Pick<CompositionDependencies, 'jobs' | 'clock' | 'logger'>,
  tuning: BillingJobTuning = {},
): void {
  defineBillingJobs({
    ...services.billing.charge,
    jobs: deps.jobs,
    repository: services.billing.subscriptionsRepository,
    clock: deps.clock,
    logger: deps.logger,
    chargeRetryDelaySeconds: tuning.chargeRetryDelaySeconds,
    chargeBatchSize: tuning.chargeBatchSize,
  });
}
