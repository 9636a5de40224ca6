import { cancelSubscriptionEndpoint, signupEndpoint, subscribeEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.js';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { SessionCookies } from '../sessions/session-cookies.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SignupService } from './signup.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export interface BillingRoutesDependencies {
  signup: SignupService;
  subscriptions: SubscriptionsService;
  sessions: SessionsService;
  cookies: SessionCookies;
  clock: Clock;
}

export function billingRoutes(deps: BillingRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(signupEndpoint, {
        summary: 'Sign up with a card: account, card and free trial in one go; signs the user in',
      }),
      handler: async (request, reply) => {
        const user = await deps.signup.signUp(request.body, request.ip);
        const session = await deps.sessions.start(user);
        deps.cookies.set(reply, session, deps.clock.now());
        return reply.status(201).send({
          id: session.id,
          accessToken: session.token,
          email: user.email,
          facebookId: user.facebookId,
        });
      },
    });

    app.route({
      ...routeOf(subscribeEndpoint, {
        summary: 'Subscribe or resubscribe (a free trial only if this person never had one)',
      }),
      handler: async (request, reply) => {
        const viewer = requireViewer(request);
        return reply
          .status(201)
          .send(await deps.subscriptions.subscribe(viewer.userId, request.body, request.ip));
      },
    });

    app.route({
      ...routeOf(cancelSubscriptionEndpoint, {
        summary: 'Cancel at the end of the period (web subscriptions only)',
      }),
      handler: async (request) =>
        deps.subscriptions.cancel(
          requireViewer(request).userId,
          request.params.originalTransactionId,
        ),
    });
  };
}
