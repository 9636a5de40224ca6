import {
  sessionResponseSchema,
  signupRequestSchema,
  subscribeRequestSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.js';
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
    app.post(
      '/users',
      {
        schema: {
          summary: 'Sign up with a card: account, card and free trial in one go; signs the user in',
          body: signupRequestSchema,
          response: { 201: sessionResponseSchema },
        },
      },
      async (request, reply) => {
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
    );

    app.post(
      '/subscriptions',
      {
        schema: {
          summary: 'Subscribe or resubscribe (a free trial only if this person never had one)',
          body: subscribeRequestSchema,
          response: { 201: subscriptionSchema },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        return reply
          .status(201)
          .send(await deps.subscriptions.subscribe(viewer.userId, request.body, request.ip));
      },
    );

    app.delete(
      '/subscriptions/:originalTransactionId',
      {
        schema: {
          summary: 'Cancel at the end of the period (web subscriptions only)',
          params: subscriptionParamsSchema,
          response: { 200: subscriptionSchema },
        },
      },
      async (request) =>
        deps.subscriptions.cancel(
          requireViewer(request).userId,
          request.params.originalTransactionId,
        ),
    );
  };
}
