import {
  consoleOfferEndpoint,
  consoleOffersEndpoint,
  createConsoleOfferEndpoint,
  deactivateConsoleOfferEndpoint,
  OFFER_IMAGE_MAX_BYTES,
  previewConsoleOfferEndpoint,
  updateConsoleOfferEndpoint,
  uploadOfferImageEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireAdmin } from '../../http/viewer.js';
import type { ConsoleOffersService } from './console-offers.service.js';
import type { OfferImages } from './offer-images.js';
import type { OffersService } from './offers.service.js';

export interface ConsoleOffersRoutesDependencies {
  consoleOffers: ConsoleOffersService;
  offers: OffersService;
  images: OfferImages;
}

/** The console's offers page (registered in the console scope: admins only). */
export function consoleOffersRoutes(deps: ConsoleOffersRoutesDependencies): FastifyPluginAsyncZod {
  const { consoleOffers, offers, images } = deps;
  return async (app) => {
    app.route({
      ...routeOf(consoleOffersEndpoint, { summary: 'Every partner offer, with its figures' }),
      handler: async () => consoleOffers.list(),
    });
    app.route({
      ...routeOf(consoleOfferEndpoint, { summary: 'A partner offer as the console edits it' }),
      handler: async (request) => consoleOffers.get(request.params.code),
    });
    app.route({
      ...routeOf(createConsoleOfferEndpoint, { summary: 'Creates a partner offer (audited)' }),
      handler: async (request) => consoleOffers.create(requireAdmin(request).userId, request.body),
    });
    app.route({
      ...routeOf(updateConsoleOfferEndpoint, { summary: 'Changes a partner offer (audited)' }),
      handler: async (request) =>
        consoleOffers.update(requireAdmin(request).userId, request.params.code, request.body),
    });
    app.route({
      ...routeOf(deactivateConsoleOfferEndpoint, {
        summary: 'Deactivates a partner offer (audited)',
      }),
      handler: async (request) =>
        consoleOffers.deactivate(requireAdmin(request).userId, request.params.code),
    });
    app.route({
      ...routeOf(previewConsoleOfferEndpoint, {
        summary: 'A draft offer as its visitors would be served it (not saved)',
      }),
      handler: async (request) => offers.preview(request.body),
    });
    app.route({
      ...routeOf(uploadOfferImageEndpoint, { summary: 'Stores an image for offer pages' }),
      // Base64 is 4/3 of the file, plus the JSON around it.
      bodyLimit: Math.ceil((OFFER_IMAGE_MAX_BYTES * 4) / 3) + 1024,
      handler: async (request, reply) =>
        reply.status(201).send(await images.upload(requireAdmin(request).userId, request.body)),
    });
  };
}
