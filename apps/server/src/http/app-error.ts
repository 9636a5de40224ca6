import type { FieldError } from '@cadenza/domain';

const statusByCode = {
  badRequest: 400,
  unauthorized: 401,
  /** The card processor refused the card or the charge (as the processor answers). */
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  unprocessable: 422,
  tooManyRequests: 429,
  serviceUnavailable: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/**
 * An error the client is meant to see: `message` is the spec's server message
 * ('email exists', 'token not valid', ...), sent as is in the error body.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}
