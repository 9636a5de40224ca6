import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { sessionResponseSchema, signInRequestSchema } from './sessions.js';

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sessions',
  body: signInRequestSchema,
  response: { 201: sessionResponseSchema },
});

/** 200 while the session lives, else 401 (the keep-alive). */
export const sessionCheckEndpoint = defineEndpoint({
  method: 'HEAD',
  path: '/sessions',
});

export const signOutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/sessions',
  response: { 204: z.null().describe('Signed out') },
});
