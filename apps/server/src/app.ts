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
import { findProductForGuests } from './http/page-meta.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import { createAppConfigRepository } from './modules/app-config/app-config.repository.js';
import { appConfigRoutes } from './modules/app-config/app-config.routes.js';
import { createAppConfigService } from './modules/app-config/app-config.service.js';
import { accountApiRoutes, accountPageRoutes } from './modules/accounts/account-routes.js';
import { createAccountServices } from './modules/accounts/account-services.js';
import { billingApiRoutes } from './modules/billing/billing-services.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueServiceFor } from './modules/catalogue/create-catalogue-service.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentModule } from './modules/content/create-content-service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { createSearchServiceFor } from './modules/search/create-search-service.js';
import { searchRoutes } from './modules/search/search.routes.js';

export const APP_VERSION = '0.1.0';
/** JSON bodies are small forms; anything larger is refused before it is read. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  /** Tests pass a silent logger; the server builds one from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** The card processor, chosen from PAYMENT_GATEWAY unless given (tests wrap it). */
  gateway?: PaymentGateway;
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
  await registerSecurity(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerOpenApi(app, APP_VERSION);
  rejectUndeclaredQueries(app);
  rejectUnstorableText(app);
  // The adjustable clock re-reads its offset before anything in the request reads the time.
  const { clock } = deps;
  if (clock.refresh) app.addHook('onRequest', async () => clock.refresh?.());
  const accounts = createAccountServices(deps);
  registerViewer(app, accounts.resolveViewer);

  const appConfigService = createAppConfigService(config, createAppConfigRepository(database.db));
  const catalogue = createCatalogueServiceFor(database.db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(appConfigRoutes(appConfigService));
      await api.register(accountApiRoutes(accounts, deps.clock));
      await api.register(billingApiRoutes({ ...deps, services: accounts }));
      await api.register(catalogueRoutes(catalogue));
      await api.register(
        searchRoutes(createSearchServiceFor(database.db, config.search.cacheItems)),
      );
      const content = createContentModule({
        config,
        db: database.db,
        clock: deps.clock,
        jobs: deps.jobs,
        logger: app.log,
        findLiveSession: (sessionId, userId) => accounts.sessions.resolveById(sessionId, userId),
      });
      await api.register(contentRoutes(content.service, content.store));
      openApiRoute(api);
    },
    { prefix: '/api' },
  );
  await app.register(accountPageRoutes(accounts, config));

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    findProduct: findProductForGuests(catalogue),
  });
  return app;
}
