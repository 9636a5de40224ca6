import { accountServerMessages, emailSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { AccountsRepository } from './accounts.repository.js';

export const DEV_SESSION_LIMIT_PATH = '/api/sandbox/users/session-limit';

const sessionLimitBody = z
  .object({
    email: emailSchema,
    maxConcurrentSessions: z.number().int().positive().max(100).nullable(),
  })
  .strict();

/**
 * Sandbox (never in production): no operator tool sets `maxConcurrentSessions` yet, and the
 * web app's session-expiry journey needs a multi-session basic user to sign in twice.
 */
export function devSessionLimitRoutes(repository: AccountsRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DEV_SESSION_LIMIT_PATH,
      { schema: { hide: true, body: sessionLimitBody } },
      async (request, reply) => {
        const { email, maxConcurrentSessions } = request.body;
        const user = await repository.setMaxConcurrentSessions(email, maxConcurrentSessions);
        if (!user) throw new AppError('notFound', accountServerMessages.emailNotFound);
        return reply.status(204).send();
      },
    );
  };
}
