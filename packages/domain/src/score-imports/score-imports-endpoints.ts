import { defineEndpoint } from '../http/endpoint.js';
import {
  scoreImportParamsSchema,
  scoreImportSchema,
  scoreImportStartedSchema,
} from './score-imports.js';

/**
 * Upload scores to import (multipart/form-data: `files`, one or more score files or one zip;
 * `metadata`, a sheet; `collection`; `imprintId`, admins only). The import runs as a job;
 * its progress and report are read with `scoreImportEndpoint`.
 */
export const startScoreImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/studio/imports',
  response: { 202: scoreImportStartedSchema },
});

export const scoreImportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/imports/:id',
  params: scoreImportParamsSchema,
  response: { 200: scoreImportSchema },
});
