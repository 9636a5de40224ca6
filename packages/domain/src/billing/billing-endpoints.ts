import { sessionResponseSchema } from '../accounts/sessions.js';
import { defineEndpoint } from '../http/endpoint.js';
import {
  signupRequestSchema,
  subscribeRequestSchema,
  subscriptionParamsSchema,
} from './billing.js';
import { subscriptionSchema } from './billing-summary.js';

/** Account, card and free trial in one go; signs the user in. */
export const signupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users',
  body: signupRequestSchema,
  response: { 201: sessionResponseSchema },
});

export const subscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/subscriptions',
  body: subscribeRequestSchema,
  response: { 201: subscriptionSchema },
});

export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/subscriptions/:originalTransactionId',
  params: subscriptionParamsSchema,
  response: { 200: subscriptionSchema },
});
