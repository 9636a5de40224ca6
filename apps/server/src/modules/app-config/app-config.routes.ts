import { configEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { AppConfigService } from './app-config.service.js';

export function appConfigRoutes(service: AppConfigService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(configEndpoint, {
        summary: 'Plan for the visitor’s country, feature flags, provider keys, countries',
      }),
      handler: async (request, reply) => {
        // The same for every visitor asking for a country, so a short public cache is fine;
        // without one the plan is the client's own (by address), so only the browser keeps it.
        const scope = request.query.countryAlpha2 ? 'public' : 'private';
        void reply.header('cache-control', `${scope}, max-age=300`);
        return service.getConfig({
          countryAlpha2: request.query.countryAlpha2,
          ip: request.ip,
          includeCountries: request.query.countries === 'true',
        });
      },
    });
  };
}
