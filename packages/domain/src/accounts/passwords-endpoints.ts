import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordSetupResponseSchema,
  passwordSetupSchema,
  tokenParamsSchema,
} from './passwords.js';

export const passwordResetRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password-resets',
  body: passwordResetRequestSchema,
  response: { 204: z.null().describe('Done') },
});

export const passwordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password-resets/:token',
  params: tokenParamsSchema,
  body: passwordResetSchema,
  response: { 204: z.null().describe('Done') },
});

export const passwordSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password-setups/:token',
  params: tokenParamsSchema,
  body: passwordSetupSchema,
  response: { 200: passwordSetupResponseSchema },
});
