import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/viewer.js';

/**
 * The operations console's API (`/api/console/…`): every route registered here answers 401 to
 * a signed-out caller and 403 to anyone but an admin, before its handler or body validation
 * runs. A console page's routes are added with one line in `app.ts`'s list.
 */
export function consoleScope(routes: readonly FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    for (const plugin of routes) await app.register(plugin);
  };
}
