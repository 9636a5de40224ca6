import { defineEndpoint } from '../http/endpoint.js';
import { emailLookupQuerySchema, emailLookupResponseSchema } from './email-lookup.js';
import { meResponseSchema } from './user.js';

export const emailLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/emails',
  query: emailLookupQuerySchema,
  response: { 200: emailLookupResponseSchema },
});

/** The account's own fields plus billing's subscriptions, transactions and cards. */
export const meEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me',
  response: { 200: meResponseSchema },
});
