import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import {
  addSetlistPieceSchema,
  createSetlistSchema,
  favouritesPageSchema,
  libraryPageQuerySchema,
  pieceParamsSchema,
  piecePracticeSchema,
  pieceSettingsSchema,
  practiceTimeQuerySchema,
  practiceTimeReportSchema,
  practiceTimeSchema,
  recentPiecesPageSchema,
  setlistParamsSchema,
  setlistSchema,
  setlistsPageSchema,
  updateSetlistSchema,
} from './library.js';

const noContent = z.null().describe('Done');

export const piecePracticeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/pieces/:id/practice',
  params: pieceParamsSchema,
  response: { 200: piecePracticeSchema },
});

export const savePieceSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/me/pieces/:id/practice',
  params: pieceParamsSchema,
  body: pieceSettingsSchema,
  response: { 200: piecePracticeSchema },
});

export const reportPracticeTimeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/me/pieces/:id/practice-time',
  params: pieceParamsSchema,
  body: practiceTimeReportSchema,
  response: { 204: noContent },
});

export const recentPiecesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/practice/recent',
  query: libraryPageQuerySchema,
  response: { 200: recentPiecesPageSchema },
});

export const practiceTimeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/practice/time',
  query: practiceTimeQuerySchema,
  response: { 200: practiceTimeSchema },
});

export const favouritesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/favourites',
  query: libraryPageQuerySchema,
  response: { 200: favouritesPageSchema },
});

export const addFavouriteEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/me/favourites/:id',
  params: pieceParamsSchema,
  response: { 204: noContent },
});

export const removeFavouriteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/me/favourites/:id',
  params: pieceParamsSchema,
  response: { 204: noContent },
});

export const setlistsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me/setlists',
  query: libraryPageQuerySchema,
  response: { 200: setlistsPageSchema },
});

export const createSetlistEndpoint = defineEndpoint({
  method: 'POST',
  path: '/me/setlists',
  body: createSetlistSchema,
  response: { 201: setlistSchema },
});

export const setlistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/setlists/:id',
  params: setlistParamsSchema,
  response: { 200: setlistSchema },
});

export const updateSetlistEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/me/setlists/:id',
  params: setlistParamsSchema,
  body: updateSetlistSchema,
  response: { 200: setlistSchema },
});

export const addSetlistPieceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/me/setlists/:id/pieces',
  params: setlistParamsSchema,
  body: addSetlistPieceSchema,
  response: { 200: setlistSchema },
});

export const deleteSetlistEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/me/setlists/:id',
  params: setlistParamsSchema,
  response: { 204: noContent },
});
