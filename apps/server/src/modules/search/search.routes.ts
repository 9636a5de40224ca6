import { apiErrorSchema, searchRequestSchema, searchResponseSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.js';

export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/search',
      {
        schema: {
          summary:
            'Search and browse: results grouped by type with totals (q, filter, size, difficulty, sort), or the names of a browse category with counts (terms)',
          querystring: searchRequestSchema,
          response: { 200: searchResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.search(request.query, request.viewer),
    );
  };
}
