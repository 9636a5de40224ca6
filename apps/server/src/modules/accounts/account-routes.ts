import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Clock } from '../../lib/clock.js';
import { devMailRoutes } from '../email/dev-mail.routes.js';
import { sandboxLoginRoutes } from '../facebook/sandbox-login.routes.js';
import { newsletterConfirmRoutes } from '../newsletter/newsletter-confirm.routes.js';
import { newsletterRoutes } from '../newsletter/newsletter.routes.js';
import { passwordsRoutes } from '../passwords/passwords.routes.js';
import { sessionsRoutes } from '../sessions/sessions.routes.js';
import type { AccountServices } from './account-services.js';
import { accountsRoutes } from './accounts.routes.js';
import { devSessionLimitRoutes } from './dev-session-limit.routes.js';

/** `/api/emails`, `/api/me`, `/api/sessions`, password resets and setups, `/api/newsletter`. */
export function accountApiRoutes(services: AccountServices, clock: Clock): FastifyPluginAsync {
  const { cookies } = services;
  return async (api) => {
    await api.register(accountsRoutes(services.accounts));
    await api.register(
      sessionsRoutes({ signIn: services.signIn, sessions: services.sessions, cookies, clock }),
    );
    await api.register(passwordsRoutes({ passwords: services.passwords, cookies, clock }));
    await api.register(newsletterRoutes(services.newsletter));
  };
}

/**
 * Server-rendered pages outside /api: the newsletter confirmation, and when not in
 * production the local mailbox, the sandbox session limit and (with the sandbox verifier) the
 * stand-in Facebook login.
 */
export function accountPageRoutes(services: AccountServices, config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(newsletterConfirmRoutes(services.newsletter));
    if (config.nodeEnv === 'production') return;
    await app.register(devMailRoutes(services.emailRepository, config.smtpUrl !== undefined));
    await app.register(devSessionLimitRoutes(services.accountsRepository));
    if (services.facebook.kind === 'sandbox') await app.register(sandboxLoginRoutes());
  };
}
