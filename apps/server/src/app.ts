import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandler } from './http/error-handler.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { loggerOptions } from './http/logging.js';
import { openApiRoute, registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { rejectUnstorableText } from './http/storable-text.js';
import { rejectUndeclaredQueries } from './http/strict-query.js';
import { registerViewer } from './http/viewer.js';
import { findHomeLeadImagesForGuests, findProductForGuests } from './http/page-meta.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import type { Services } from './composition.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { hasAnalyticsConsent } from './modules/analytics/analytics-consent.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { numbersRoutes } from './modules/analytics/numbers.routes.js';
import { devSessionLimitRoutes } from './modules/accounts/dev-session-limit.routes.js';
import { appConfigRoutes } from './modules/app-config/app-config.routes.js';
import { queueBillingTick } from './modules/billing/billing-jobs.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { cardsRoutes } from './modules/billing/cards.routes.js';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { scoreImportRoutes } from './modules/catalogue/import/score-import.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { clockRoutes } from './modules/clock/clock.routes.js';
import { consoleScope } from './modules/console/console-scope.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { devMailRoutes } from './modules/email/dev-mail.routes.js';
import { sandboxLoginRoutes } from './modules/facebook/sandbox-login.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { setlistsRoutes } from './modules/library/setlists.routes.js';
import { newsletterConfirmRoutes } from './modules/newsletter/newsletter-confirm.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { consoleOffersRoutes } from './modules/offers/console-offers.routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { sandboxRoutes } from './modules/payments/sandbox/sandbox.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { studioFilmEditsRoutes } from './modules/studio/films/studio-film-edits.routes.js';
import { studioFilmsRoutes } from './modules/studio/films/studio-films.routes.js';
import { studioReadingPdfRoutes } from './modules/studio/reading-pdfs/studio-reading-pdf.routes.js';
import { studioReadingPagesRoutes } from './modules/studio/reading-pages/studio-reading-pages.routes.js';
import { studioRecordingsRoutes } from './modules/studio/recordings/studio-recordings.routes.js';
import { studioJobsRoutes } from './modules/studio/studio-jobs.routes.js';
import { studioRoutes } from './modules/studio/studio.routes.js';

export const APP_VERSION = '0.1.0';
/** JSON bodies are small forms; anything larger is refused before it is read. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  /** Every service, composed once (`composition.ts`) and shared with the jobs. */
  services: Services;
  /** Tests pass a silent logger; the server builds one from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerSecurity(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerOpenApi(app, APP_VERSION);
  rejectUndeclaredQueries(app);
  rejectUnstorableText(app);
  // The adjustable clock re-reads its offset before anything in the request reads the time.
  const { clock } = deps;
  if (clock.refresh) app.addHook('onRequest', async () => clock.refresh?.());
  const { services } = deps;
  const { accounts, billing } = services;
  registerViewer(app, accounts.resolveViewer);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(appConfigRoutes(services.appConfig));
      await api.register(accountsRoutes(accounts.accounts));
      const { cookies } = accounts;
      await api.register(
        sessionsRoutes({ signIn: accounts.signIn, sessions: accounts.sessions, cookies, clock }),
      );
      await api.register(passwordsRoutes({ passwords: accounts.passwords, cookies, clock }));
      await api.register(newsletterRoutes(accounts.newsletter));
      await api.register(offersRoutes(billing.offers, services.console.offerImages));
      await api.register(
        billingRoutes({
          signup: billing.signup,
          subscriptions: billing.subscriptions,
          sessions: accounts.sessions,
          cookies,
          clock,
        }),
      );
      await api.register(cardsRoutes(billing.cards));
      await api.register(clockRoutes({ clock, afterAdvance: () => queueBillingTick(deps.jobs) }));
      if (billing.sandbox)
        await api.register(sandboxRoutes({ repository: billing.sandbox, clock }));
      if (billing.stripeWebhook) await api.register(stripeWebhookRoutes(billing.stripeWebhook));
      // The operations console (admins only); a console page's routes: one line here.
      await api.register(
        consoleScope([
          auditRoutes(services.console.audit),
          consoleOffersRoutes({
            consoleOffers: services.console.offers,
            offers: billing.offers,
            images: services.console.offerImages,
          }),
          customersRoutes({
            customers: services.console.customers,
            actions: services.console.customerActions,
          }),
        ]),
      );
      await api.register(catalogueRoutes(services.catalogue));
      await api.register(scoreImportRoutes(services.scoreImport));
      const { analytics } = services;
      await api.register(
        searchRoutes(services.search, (request, query) =>
          analytics.events.recordSearchNoResult({
            query,
            hasConsent: hasAnalyticsConsent(request),
            userId: request.viewer?.userId ?? null,
          }),
        ),
      );
      await api.register(analyticsRoutes(analytics.events));
      await api.register(numbersRoutes(analytics));
      await api.register(studioRoutes(services.studio));
      await api.register(studioJobsRoutes(services.studioJobs));
      await api.register(studioRecordingsRoutes(services.studioRecordings));
      await api.register(
        studioFilmsRoutes(services.studioFilms, services.studio, services.studioFilmEdits),
      );
      await api.register(studioFilmEditsRoutes(services.studioFilmEdits, services.studioFilms));
      await api.register(studioReadingPdfRoutes(services.studioReadingPdfs));
      await api.register(studioReadingPagesRoutes(services.studioReadingPages));
      await api.register(libraryRoutes(services.library.library));
      await api.register(setlistsRoutes(services.library.setlists));
      await api.register(contentRoutes(services.content.service, services.content.store));
      openApiRoute(api);
    },
    { prefix: '/api' },
  );
  // Server-rendered pages outside /api: the newsletter confirmation, and when not in production
  // the local mailbox, the sandbox session limit and (with the sandbox verifier) the stand-in
  // Facebook login.
  await app.register(newsletterConfirmRoutes(accounts.newsletter));
  if (config.nodeEnv !== 'production') {
    await app.register(devMailRoutes(accounts.emailRepository, config.smtpUrl !== undefined));
    await app.register(devSessionLimitRoutes(accounts.repository));
    if (accounts.facebook.kind === 'sandbox') await app.register(sandboxLoginRoutes());
  }

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    findProduct: findProductForGuests(services.catalogue),
    findHomeLeadImages: findHomeLeadImagesForGuests(services.catalogue),
  });
  return app;
}
