import { defineEndpoint } from '../http/endpoint.js';
import { analyticsBatchAnswerSchema, analyticsBatchSchema } from './analytics-events.js';
import { dateRangeQuerySchema } from './date-range.js';
import { catalogueFiguresQuerySchema, catalogueFiguresSchema, numbersSchema } from './numbers.js';

/**
 * The browser's events, batched; sent by `navigator.sendBeacon` too, which cannot set headers:
 * the route takes a text/plain JSON body and needs no client-id header, as its SameSite=Strict
 * consent cookie already proves the request came from our own pages.
 */
export const recordAnalyticsEventsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/analytics/events',
  body: analyticsBatchSchema,
  response: { 202: analyticsBatchAnswerSchema },
});

export const numbersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/numbers',
  query: dateRangeQuerySchema,
  response: { 200: numbersSchema },
});

/** The same figures as CSV (one row per metric and key), for a download. */
export const numbersCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/numbers.csv',
  query: dateRangeQuerySchema,
});

export const catalogueFiguresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/catalogue-figures',
  query: catalogueFiguresQuerySchema,
  response: { 200: catalogueFiguresSchema },
});
