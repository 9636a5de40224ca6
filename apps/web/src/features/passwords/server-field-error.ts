import { ApiRequestError } from '../../lib/api-client';

/** The server's own message for one field (e.g. a too-common password), if it sent one. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.fieldErrors.find((fieldError) => fieldError.field === field)?.message;
}
