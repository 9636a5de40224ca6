import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * A route that declares no query string accepts none: an unknown parameter is a 400, the
 * same as for routes whose query schemas are strict objects.
 */
export function rejectUndeclaredQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    route.schema ??= {};
    route.schema.querystring ??= z.object({}).strict();
  });
}
