import {
  addCardEndpoint,
  listCardsEndpoint,
  removeCardEndpoint,
  updateCardEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { CardsService } from './cards.service.js';

export function cardsRoutes(service: CardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(listCardsEndpoint, { summary: 'The signed-in user’s saved cards' }),
      handler: async (request) => service.listCards(requireViewer(request).userId),
    });

    app.route({
      ...routeOf(addCardEndpoint, {
        summary: 'Add a card (the default only when asked, or when it is the only card)',
      }),
      handler: async (request, reply) =>
        reply.status(201).send(await service.addCard(requireViewer(request).userId, request.body)),
    });

    app.route({
      ...routeOf(updateCardEndpoint, {
        summary: 'Make a card the default, or change its expiry and billing address',
      }),
      handler: async (request) =>
        service.updateCard(requireViewer(request).userId, request.params.id, request.body),
    });

    app.route({
      ...routeOf(removeCardEndpoint, {
        summary: 'Remove a card (refused while it is the only card of an active subscription)',
      }),
      handler: async (request, reply) => {
        await service.removeCard(requireViewer(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
