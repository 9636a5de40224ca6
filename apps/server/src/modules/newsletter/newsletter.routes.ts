import { newsletterSignupEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { NewsletterService } from './newsletter.service.js';

export function newsletterRoutes(service: NewsletterService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(newsletterSignupEndpoint, {
        summary: 'Newsletter sign-up; a confirmation email follows (double opt-in)',
      }),
      handler: async (request, reply) => {
        const { email, firstName, referral } = request.body;
        return reply
          .status(202)
          .send(await service.signUp({ email, firstName, referral, ip: request.ip }));
      },
    });
  };
}
