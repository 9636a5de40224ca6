import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { addCardRequestSchema, cardParamsSchema, updateCardRequestSchema } from './billing.js';
import { cardListSchema, cardSchema } from './billing-summary.js';

export const listCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/cards',
  response: { 200: cardListSchema },
});

export const addCardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/me/cards',
  body: addCardRequestSchema,
  response: { 201: cardSchema },
});

export const updateCardEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/me/cards/:id',
  params: cardParamsSchema,
  body: updateCardRequestSchema,
  response: { 200: cardSchema },
});

export const removeCardEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/me/cards/:id',
  params: cardParamsSchema,
  response: { 204: z.null().describe('Removed') },
});
