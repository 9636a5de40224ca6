import { offerEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { OffersService } from './offers.service.js';

export function offersRoutes(service: OffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(offerEndpoint, {
        summary: 'A partner offer by its referral code (active or inactive)',
      }),
      handler: async (request) => service.getOffer(request.params.code),
    });
  };
}
