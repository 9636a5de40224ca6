import { analyticsMessages, recordAnalyticsEventsEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { routeOf } from '../../http/route-of.js';
import { hasAnalyticsConsent } from './analytics-consent.js';
import type { AnalyticsService } from './analytics.service.js';

/** Most bytes of one batch: 50 events of bounded properties fit well within it. */
const BATCH_BODY_LIMIT_BYTES = 32 * 1024;

/** The browser's events. `navigator.sendBeacon` posts a string, so text/plain is JSON here too. */
export function analyticsRoutes(service: AnalyticsService): FastifyPluginAsyncZod {
  return async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJson);

    app.route({
      ...routeOf(recordAnalyticsEventsEndpoint, {
        summary: 'Store a batch of first-party events (only with cookie consent)',
      }),
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      // Without consent the body is not even read.
      onRequest: async (request) => {
        if (!hasAnalyticsConsent(request))
          throw new AppError('forbidden', analyticsMessages.noConsent);
      },
      handler: async (request, reply) => {
        const answer = await service.record(request.body, {
          hasConsent: hasAnalyticsConsent(request),
          userId: request.viewer?.userId ?? null,
          ip: request.ip,
        });
        return reply.status(202).send(answer);
      },
    });
  };
}
