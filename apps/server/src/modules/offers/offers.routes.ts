import { offerParamsSchema, offerSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OffersService } from './offers.service.js';

export function offersRoutes(service: OffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/offers/code/:code',
      {
        schema: {
          summary: 'A partner offer by its referral code (active or inactive)',
          params: offerParamsSchema,
          response: { 200: offerSchema },
        },
      },
      async (request) => service.getOffer(request.params.code),
    );
  };
}
