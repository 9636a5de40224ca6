import { offerEndpoint, offerImageEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { AppError } from '../../http/app-error.js';
import type { OfferImages } from './offer-images.js';
import type { OffersService } from './offers.service.js';

export function offersRoutes(service: OffersService, images: OfferImages): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(offerEndpoint, {
        summary: 'A partner offer by its referral code (active or inactive)',
      }),
      handler: async (request) => service.getOffer(request.params.code),
    });
    app.route({
      ...routeOf(offerImageEndpoint, {
        summary: 'An image of an offer page (uploaded in the console)',
      }),
      handler: async (request, reply) => {
        const image = await images.read(request.params.name);
        if (!image) throw new AppError('notFound', 'image not found');
        // Named by its content: the address always shows the same image.
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      },
    });
  };
}
