import {
  accountServerMessages,
  sessionCheckEndpoint,
  signInEndpoint,
  signOutEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { routeOf } from '../../http/route-of.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionCookies } from './session-cookies.js';
import type { SessionsService } from './sessions.service.js';
import type { SignInService } from './sign-in.service.js';

export function sessionsRoutes(deps: {
  signIn: SignInService;
  sessions: SessionsService;
  cookies: SessionCookies;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(signInEndpoint, {
        summary: 'Sign in with email and password, or a Facebook token; sets the session cookie',
      }),
      handler: async (request, reply) => {
        const { body, ip } = request;
        const signedIn =
          body.facebookToken !== undefined
            ? await deps.signIn.withFacebook({ facebookToken: body.facebookToken, ip })
            : // Without a Facebook token the schema requires both email and password.
              await deps.signIn.withPassword({
                email: body.email ?? '',
                password: body.password ?? '',
                ip,
              });
        // A sign-in replaces the session the client had, if any.
        if (request.viewer) await deps.sessions.end(request.viewer.sessionId);
        deps.cookies.set(reply, signedIn.session, deps.clock.now());
        return reply.status(201).send({
          id: signedIn.session.id,
          accessToken: signedIn.session.token,
          email: signedIn.user.email,
          facebookId: signedIn.user.facebookId,
        });
      },
    });

    app.route({
      ...routeOf(sessionCheckEndpoint, {
        summary: 'Session check (keep-alive): 200 while the session lives, else 401',
      }),
      handler: async (request, reply) => {
        if (!request.viewer) {
          deps.cookies.clear(reply);
          throw new AppError('unauthorized', accountServerMessages.notSignedIn);
        }
        return reply.status(200).send();
      },
    });

    app.route({
      ...routeOf(signOutEndpoint, {
        summary: 'Sign out: ends the session on the server and clears the cookies',
      }),
      handler: async (request, reply) => {
        if (request.viewer) await deps.sessions.end(request.viewer.sessionId);
        deps.cookies.clear(reply);
        return reply.status(204).send(null);
      },
    });
  };
}
