import { defineEndpoint } from '../http/endpoint.js';
import { auditPageSchema, auditQuerySchema } from './audit.js';

/** Admins only, like every `/console/…` endpoint. */
export const auditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/audit',
  query: auditQuerySchema,
  response: { 200: auditPageSchema },
});
