import { apiErrorSchema } from '../http/error.js';
import { defineEndpoint } from '../http/endpoint.js';
import { searchRequestSchema } from './search-request.js';
import { searchResponseSchema } from './search-response.js';

export const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/search',
  query: searchRequestSchema,
  response: { 200: searchResponseSchema, 400: apiErrorSchema },
});
