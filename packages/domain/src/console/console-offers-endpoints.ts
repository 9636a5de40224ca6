import { offerSchema } from '../billing/offer.js';
import { defineEndpoint } from '../http/endpoint.js';
import {
  consoleOfferParamsSchema,
  consoleOfferSchema,
  consoleOffersSchema,
  offerDefinitionSchema,
  offerEditSchema,
  offerImageParamsSchema,
  offerImageSchema,
  offerImageUploadSchema,
} from './console-offers.js';

// Admins only, like every `/console/…` endpoint. Each change is audited; repeating one
// changes nothing more.

export const consoleOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/offers',
  response: { 200: consoleOffersSchema },
});

export const consoleOfferEndpoint = defineEndpoint({
  method: 'GET',
  path: '/console/offers/:code',
  params: consoleOfferParamsSchema,
  response: { 200: consoleOfferSchema },
});

/** Creates the offer; the same definition again answers the offer, another one 409. */
export const createConsoleOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/offers',
  body: offerDefinitionSchema,
  response: { 200: consoleOfferSchema },
});

export const updateConsoleOfferEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/console/offers/:code',
  params: consoleOfferParamsSchema,
  body: offerEditSchema,
  response: { 200: consoleOfferSchema },
});

export const deactivateConsoleOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/offers/:code/deactivate',
  params: consoleOfferParamsSchema,
  response: { 200: consoleOfferSchema },
});

/** The offer as its visitors would be served it (counts filled in, pieces drawn); not saved. */
export const previewConsoleOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/offers/preview',
  body: offerDefinitionSchema,
  response: { 200: offerSchema },
});

/** Stores an image for offer pages; the same file again gives the same address. */
export const uploadOfferImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/console/offer-images',
  body: offerImageUploadSchema,
  response: { 201: offerImageSchema },
});

/** An uploaded offer image, public (offer pages show it to visitors). */
export const offerImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/offer-images/:name',
  params: offerImageParamsSchema,
});
