import { defineEndpoint } from '../http/endpoint.js';
import {
  advanceClockRequestSchema,
  clockResponseSchema,
  sandboxTokenRequestSchema,
  sandboxTokenResponseSchema,
} from './sandbox.js';

// Test surfaces: the sandbox card processor (PAYMENT_GATEWAY=sandbox) and the adjustable
// clock (CLOCK=adjustable); production refuses both at start-up.

export const sandboxTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sandbox/tokens',
  body: sandboxTokenRequestSchema,
  response: { 200: sandboxTokenResponseSchema },
});

export const clockEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sandbox/clock',
  response: { 200: clockResponseSchema },
});

export const advanceClockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sandbox/clock',
  body: advanceClockRequestSchema,
  response: { 200: clockResponseSchema },
});
