import {
  APP_VERSION_HEADER,
  CLIENT_ID_HEADER,
  WEB_CLIENT_ID,
  answerSchemaOf,
  apiErrorSchema,
  endpointPath,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointRequest,
  type HttpMethod,
} from '@cadenza/domain';
import type { z } from 'zod';
import { ApiRequestError } from './api-request-error';

export { ApiRequestError };

export const API_PREFIX = '/api';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

interface ApiFetchBaseOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent even when the page goes away (a save on pagehide). */
  keepalive?: boolean;
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

type CallOptions<E extends EndpointDefinition> = EndpointRequest<E> & {
  signal?: AbortSignal;
  keepalive?: boolean;
};

/** The options argument, required when the endpoint takes path parameters or a body. */
type CallArguments<E extends EndpointDefinition> =
  Record<string, never> extends EndpointRequest<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls an endpoint through its contract (`@cadenza/domain`): the path is built from its
 * params (each encoded as one segment), the query serialised in the order given, the body
 * typed by the contract; the answer is parsed with the contract's response schema. Resolves
 * to nothing for a 204 or an answer that is not JSON.
 */
export function callApi<const E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<EndpointAnswer<E>> {
  const schema = answerSchemaOf(endpoint) as z.ZodType<EndpointAnswer<E>> | undefined;
  return send(endpoint, options, schema);
}

/**
 * Like `callApi`, parsing the answer with a narrower schema than the contract's, for a
 * request that selects one form of the answer (`GET /volumes/:id?expand=all`).
 */
export function callApiExpecting<const E extends EndpointDefinition, T extends EndpointAnswer<E>>(
  endpoint: E,
  schema: z.ZodType<T>,
  ...[options]: CallArguments<E>
): Promise<T> {
  return send(endpoint, options, schema);
}

/** Calls an endpoint for its effect only: the answer body is not read (the caller refetches). */
export async function callApiForEffect<const E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<void> {
  await send(endpoint, options, undefined);
}

type QueryValue = string | number | boolean;

interface SentParts {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | QueryValue[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** Without a schema the answer is not read, and the call resolves to undefined. */
function send<T>(
  endpoint: EndpointDefinition,
  options: object = {},
  schema?: z.ZodType<T>,
): Promise<T> {
  // The contract's types were checked at the call; here they are plain values.
  const { params, query, body, signal, keepalive } = options as SentParts;
  const path = `${endpointPath(endpoint, params)}${queryString(query)}`;
  const common = {
    method: endpoint.method,
    body,
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
  };
  return schema
    ? apiFetch(path, { ...common, schema })
    : (apiFetch(path, common) as Promise<undefined> as Promise<T>);
}

/** `?a=1&b=x&b=y` in the order given (lists repeat their key); undefined values are left out. */
function queryString(query: SentParts['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, String(item));
    }
  }
  const serialised = search.toString();
  return serialised ? `?${serialised}` : '';
}

/**
 * Calls the API at a path the server gave (a product's package or media URL, below `/api`)
 * and resolves to the schema's output. Endpoints the app names itself go through `callApi`.
 */
export function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T>;
/** Calls the API for its effect only; the answer body is not read. */
export function apiFetch(path: string, options?: ApiFetchBaseOptions): Promise<void>;
export async function apiFetch<T>(
  path: string,
  options: Partial<ApiFetchOptions<T>> = {},
): Promise<T | undefined> {
  const { method = 'GET', body, schema, signal, keepalive = false } = options;
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
      keepalive,
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
