import { searchEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { sendSharedAnswer } from '../../http/shared-answer.js';
import type { SearchService } from './search.service.js';

export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(searchEndpoint, {
        summary:
          'Search and browse: results grouped by type with totals (q, filter, size, difficulty, sort), or the names of a browse category with counts (terms)',
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          searchEndpoint.response[200],
          await service.search(request.query, request.viewer),
        ),
    });
  };
}
