import { catalogueFiguresEndpoint, numbersCsvEndpoint, numbersEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireAdmin, requireViewer } from '../../http/viewer.js';
import type { CatalogueFiguresService } from './catalogue-figures.service.js';
import { numbersToCsv } from './numbers-csv.js';
import type { NumbersService } from './numbers.service.js';

export interface NumbersRoutesDependencies {
  numbers: NumbersService;
  figures: CatalogueFiguresService;
}

/** The console's numbers (admins only) and the catalogue figures (publishers and admins). */
export function numbersRoutes(deps: NumbersRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(numbersEndpoint, { summary: 'The operations dashboard over a range of days' }),
      handler: async (request) => {
        requireAdmin(request);
        return deps.numbers.numbers(request.query);
      },
    });

    app.route({
      ...routeOf(numbersCsvEndpoint, { summary: 'The operations dashboard as CSV' }),
      handler: async (request, reply) => {
        requireAdmin(request);
        const numbers = await deps.numbers.numbers(request.query);
        const { from, to } = numbers.range;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="cadenza-numbers-${from}-${to}.csv"`)
          .send(numbersToCsv(numbers));
      },
    });

    app.route({
      ...routeOf(catalogueFiguresEndpoint, {
        summary:
          'Plays and practice time per product of an imprint (a publisher sees only its own)',
      }),
      handler: async (request) => deps.figures.figures(requireViewer(request), request.query),
    });
  };
}
