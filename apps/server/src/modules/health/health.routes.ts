import { healthResponseSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Ready when the database answers',
          response: { 200: healthResponseSchema },
        },
      },
      async () => {
        try {
          await database.executeSql('select 1');
        } catch {
          throw new AppError('serviceUnavailable', 'database unavailable');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
