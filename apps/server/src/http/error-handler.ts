import type { ApiError, FieldError } from '@cadenza/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

/** One error handler for the whole API: the body is always the shape of DESIGN §2. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const issues = error.validation as ValidationIssue[];
      const fieldErrors: FieldError[] = issues.map((issue) => ({
        field: fieldName(where, issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      return reply
        .status(400)
        .send(errorBody(400, `invalid ${where}: ${describe(fieldErrors)}`, fieldErrors));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(errorBody(statusCode, clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal Server Error'));
  });
}

interface ValidationIssue {
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function errorBody(statusCode: number, message: string, errors?: FieldError[]): ApiError {
  return errors?.length ? { statusCode, message, errors } : { statusCode, message };
}

function fieldName(where: string, instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const keys = params.keys;
  if (!path && Array.isArray(keys) && keys.length) return keys.join(', ');
  return path || where;
}

function describe(errors: FieldError[]): string {
  return errors.map((e) => `${e.field} ${e.message}`).join('; ');
}

/** Fastify's own 4xx messages are safe but technical; the common ones get plain words. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported content type';
    default:
      return error.message;
  }
}
