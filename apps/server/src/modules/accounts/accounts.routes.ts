import { emailLookupEndpoint, meEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { AccountsService } from './accounts.service.js';

export function accountsRoutes(service: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(emailLookupEndpoint, {
        summary: 'Is this email (or this Facebook account) registered? 200 yes, 404 no',
      }),
      handler: async (request) => {
        await service.assertRegistered(request.query, request.ip);
        return { registered: true as const };
      },
    });

    app.route({
      ...routeOf(meEndpoint, { summary: 'The signed-in user' }),
      // The account's own fields plus billing's subscriptions, transactions and cards.
      handler: async (request) => service.getMe(requireViewer(request).userId),
    });
  };
}
