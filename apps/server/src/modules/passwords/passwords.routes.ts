import {
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  passwordSetupEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { Clock } from '../../lib/clock.js';
import { toConsents, toUserResponse } from '../accounts/user-mapper.js';
import type { SessionCookies } from '../sessions/session-cookies.js';
import type { PasswordsService } from './passwords.service.js';

export function passwordsRoutes(deps: {
  passwords: PasswordsService;
  cookies: SessionCookies;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(passwordResetRequestEndpoint, {
        summary: 'Email a password-reset link (valid 1 hour, single use)',
      }),
      handler: async (request, reply) => {
        await deps.passwords.requestReset({ email: request.body.email, ip: request.ip });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(passwordResetEndpoint, {
        summary: 'Set a new password with a reset link; ends the user’s other sessions',
      }),
      handler: async (request, reply) => {
        await deps.passwords.resetPassword({
          token: request.params.token,
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          currentSessionId: request.viewer?.sessionId,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(passwordSetupEndpoint, {
        summary: 'Choose a first password with a setup link; signs the user in',
      }),
      handler: async (request, reply) => {
        const { user, session } = await deps.passwords.setUpPassword({
          token: request.params.token,
          request: request.body,
          ip: request.ip,
        });
        deps.cookies.set(reply, session, deps.clock.now());
        return {
          ...toUserResponse(user),
          consents: toConsents(user),
          updatedAt: user.updatedAt.toISOString(),
          accessToken: session.token,
        };
      },
    });
  };
}
