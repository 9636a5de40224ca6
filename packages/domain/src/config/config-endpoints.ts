import { defineEndpoint } from '../http/endpoint.js';
import { configQuerySchema, configResponseSchema } from './config.js';

export const configEndpoint = defineEndpoint({
  method: 'GET',
  path: '/config',
  query: configQuerySchema,
  response: { 200: configResponseSchema },
});
