import {
  addCardRequestSchema,
  cardListSchema,
  cardParamsSchema,
  cardSchema,
  updateCardRequestSchema,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/viewer.js';
import type { CardsService } from './cards.service.js';

export function cardsRoutes(service: CardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me/cards',
      {
        schema: { summary: 'The signed-in user’s saved cards', response: { 200: cardListSchema } },
      },
      async (request) => service.listCards(requireViewer(request).userId),
    );

    app.post(
      '/me/cards',
      {
        schema: {
          summary: 'Add a card (it becomes the default)',
          body: addCardRequestSchema,
          response: { 201: cardSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addCard(requireViewer(request).userId, request.body.token)),
    );

    app.put(
      '/me/cards/:id',
      {
        schema: {
          summary: 'Make a card the default, or change its expiry and billing address',
          params: cardParamsSchema,
          body: updateCardRequestSchema,
          response: { 200: cardSchema },
        },
      },
      async (request) =>
        service.updateCard(requireViewer(request).userId, request.params.id, request.body),
    );

    app.delete(
      '/me/cards/:id',
      {
        schema: {
          summary: 'Remove a card (refused while it is the only card of an active subscription)',
          params: cardParamsSchema,
          response: { 204: z.null().describe('Removed') },
        },
      },
      async (request, reply) => {
        await service.removeCard(requireViewer(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
