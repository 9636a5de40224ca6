import { healthEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { routeOf } from '../../http/route-of.js';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(healthEndpoint, { summary: 'Ready when the database answers' }),
      handler: async () => {
        try {
          await database.executeSql('select 1');
        } catch {
          throw new AppError('serviceUnavailable', 'database unavailable');
        }
        return { status: 'ok' as const };
      },
    });
  };
}
