import { defineEndpoint } from './http/endpoint.js';
import { healthResponseSchema } from './health.js';

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  response: { 200: healthResponseSchema },
});
