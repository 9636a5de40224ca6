import { searchEndpoint } from '@cadenza/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { sendSharedAnswer } from '../../http/shared-answer.js';
import type { SearchService } from './search.service.js';

/** Told of each query that found nothing without filters (the dashboard's no-result searches). */
export type NoResultListener = (request: FastifyRequest, query: string) => Promise<void>;

export function searchRoutes(
  service: SearchService,
  onNoResult?: NoResultListener,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(searchEndpoint, {
        summary:
          'Search and browse: results grouped by type with totals (q, filter, size, difficulty, sort), or the names of a browse category with counts (terms)',
      }),
      handler: async (request, reply) => {
        const answer = await service.search(request.query, request.viewer);
        const { q, filter } = request.query;
        const foundNothing =
          answer.kind === 'results' &&
          Object.values(answer.groups).every((group) => group.total === 0);
        if (onNoResult && q?.trim() && filter === undefined && foundNothing)
          await onNoResult(request, q);
        return sendSharedAnswer(reply, searchEndpoint.response[200], answer);
      },
    });
  };
}
