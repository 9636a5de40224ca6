import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordSetupResponseSchema,
  passwordSetupSchema,
  tokenParamsSchema,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { toConsents, toUserResponse } from '../accounts/user-mapper.js';
import type { SessionCookies } from '../sessions/session-cookies.js';
import type { PasswordsService } from './passwords.service.js';

const noContent = { 204: z.null().describe('Done') };

export function passwordsRoutes(deps: {
  passwords: PasswordsService;
  cookies: SessionCookies;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/password-resets',
      {
        schema: {
          summary: 'Email a password-reset link (valid 1 hour, single use)',
          body: passwordResetRequestSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await deps.passwords.requestReset({ email: request.body.email, ip: request.ip });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/password-resets/:token',
      {
        schema: {
          summary: 'Set a new password with a reset link; ends the user’s other sessions',
          params: tokenParamsSchema,
          body: passwordResetSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await deps.passwords.resetPassword({
          token: request.params.token,
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          currentSessionId: request.viewer?.sessionId,
        });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/password-setups/:token',
      {
        schema: {
          summary: 'Choose a first password with a setup link; signs the user in',
          params: tokenParamsSchema,
          body: passwordSetupSchema,
          response: { 200: passwordSetupResponseSchema },
        },
      },
      async (request, reply) => {
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
    );
  };
}
