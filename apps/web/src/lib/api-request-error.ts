import type { ApiError, FieldError } from '@cadenza/domain';

// Kept apart from api-client.ts so that code needing only the error type (the query
// client's retry rule, in the entry chunk) does not pull zod into the first download.

interface ApiRequestErrorOptions {
  status: number;
  message: string;
  /** The parsed error body, when the server answered with one. */
  data?: ApiError;
  cause?: unknown;
}

/** Every failure of an API call: an error answer, a network failure or an unexpected body. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly data: ApiError | undefined;
  readonly fieldErrors: FieldError[];

  constructor({ status, message, data, cause }: ApiRequestErrorOptions) {
    super(message, { cause });
    this.status = status;
    this.data = data;
    this.fieldErrors = data?.errors ?? [];
  }
}
