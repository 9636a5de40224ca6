import { retryStudioJobEndpoint, studioJobsEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { StudioJobsService } from './studio-jobs.service.js';

export function studioJobsRoutes(service: StudioJobsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(studioJobsEndpoint, {
        summary:
          'Studio: the viewer’s long jobs (score imports, recording alignments) with progress and failures',
      }),
      handler: async (request) => service.listJobs(request.viewer, request.query.page),
    });

    app.route({
      ...routeOf(retryStudioJobEndpoint, {
        summary: 'Studio: queue a job that failed once more',
      }),
      handler: async (request, reply) =>
        reply.status(202).send(await service.retryJob(request.viewer, request.params.id)),
    });
  };
}
