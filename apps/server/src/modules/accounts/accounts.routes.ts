import {
  emailLookupQuerySchema,
  emailLookupResponseSchema,
  meResponseSchema,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/viewer.js';
import type { AccountsService } from './accounts.service.js';

export function accountsRoutes(service: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/emails',
      {
        schema: {
          summary: 'Is this email (or this Facebook account) registered? 200 yes, 404 no',
          querystring: emailLookupQuerySchema,
          response: { 200: emailLookupResponseSchema },
        },
      },
      async (request) => {
        await service.assertRegistered(request.query, request.ip);
        return { registered: true as const };
      },
    );

    app.get(
      '/me',
      // The account's own fields plus billing's subscriptions, transactions and cards.
      { schema: { summary: 'The signed-in user', response: { 200: meResponseSchema } } },
      async (request) => service.getMe(requireViewer(request).userId),
    );
  };
}
