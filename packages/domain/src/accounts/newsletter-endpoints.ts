import { defineEndpoint } from '../http/endpoint.js';
import { newsletterSignupResponseSchema, newsletterSignupSchema } from './newsletter.js';

export const newsletterSignupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/newsletter',
  body: newsletterSignupSchema,
  response: { 202: newsletterSignupResponseSchema },
});
