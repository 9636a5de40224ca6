import { auditLogEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { AuditService } from './audit.service.js';

/** Registered inside the console scope (admins only). */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(auditLogEndpoint, { summary: 'The audit log of admin actions, newest first' }),
      handler: async (request) => service.list(request.query),
    });
  };
}
