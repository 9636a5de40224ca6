import {
  APP_VERSION_HEADER,
  CLIENT_ID_HEADER,
  WEB_CLIENT_ID,
  apiErrorSchema,
} from '@cadenza/domain';
import type { z } from 'zod';
import { ApiRequestError } from './api-request-error';

export { ApiRequestError };

export const API_PREFIX = '/api';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiFetchBaseOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiFetchOptions<T> extends ApiFetchBaseOptions {
  /** Validates the response body; its output is what apiFetch resolves to. */
  schema: z.ZodType<T>;
}

/** The spec's error message helper: the response data message, else the error message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.data) return error.data.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Calls the API and resolves to the schema's output. */
export function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T>;
/** Calls the API for its effect only; the answer body is not read. */
export function apiFetch(path: string, options?: ApiFetchBaseOptions): Promise<void>;
export async function apiFetch<T>(
  path: string,
  options: Partial<ApiFetchOptions<T>> = {},
): Promise<T | undefined> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_ID_HEADER]: WEB_CLIENT_ID,
    [APP_VERSION_HEADER]: __APP_VERSION__,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled request is not a failure to report: let the caller see the AbortError.
    if (signal?.aborted) throw error;
    throw new ApiRequestError({ status: 0, message: NETWORK_ERROR_MESSAGE, cause: error });
  }

  if (!response.ok) throw await toRequestError(response);
  if (!schema) return undefined;

  const json = await readJson(response);
  signal?.throwIfAborted();
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ApiRequestError({
      status: response.status,
      message: UNEXPECTED_RESPONSE_MESSAGE,
      cause: result.error,
    });
  }
  return result.data;
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    return new ApiRequestError({
      status: response.status,
      message: parsed.data.message,
      data: parsed.data,
    });
  }
  return new ApiRequestError({
    status: response.status,
    message: `Request failed with status ${response.status}`,
  });
}

/** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML page). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
