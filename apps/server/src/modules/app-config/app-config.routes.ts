import { configQuerySchema, configResponseSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfigService } from './app-config.service.js';

export function appConfigRoutes(service: AppConfigService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          summary: 'Plan for the visitor’s country, feature flags, provider keys, countries',
          querystring: configQuerySchema,
          response: { 200: configResponseSchema },
        },
      },
      async (request, reply) => {
        // Not personal: the same for every visitor of a country, so a short public cache is fine.
        void reply.header('cache-control', 'public, max-age=300');
        return service.getConfig({
          countryAlpha2: request.query.countryAlpha2,
          includeCountries: request.query.countries === 'true',
        });
      },
    );
  };
}
