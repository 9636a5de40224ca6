import { defineEndpoint } from '../http/endpoint.js';
import { offerParamsSchema, offerSchema } from './offer.js';

export const offerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/offers/code/:code',
  params: offerParamsSchema,
  response: { 200: offerSchema },
});
