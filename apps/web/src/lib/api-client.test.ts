import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  apiFetch,
  errorMessage,
} from './api-client';

// fetch is the browser's HTTP boundary: the only thing stubbed here.
const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(): { url: unknown; init: RequestInit } {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, init: init ?? {} };
}

const greetingSchema = z.object({ greeting: z.string() });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('calls /api with the client id, the app version and credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { greeting: 'hello' }));

    const result = await apiFetch('/greetings/1', { schema: greetingSchema });

    expect(result).toEqual({ greeting: 'hello' });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/greetings/1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'x-client-id': 'cadenza-web',
      'x-app-version': __APP_VERSION__,
    });
    expect(__APP_VERSION__).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends a body as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await apiFetch('/sessions', { method: 'POST', body: { email: 'ann@example.com' } });

    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"ann@example.com"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('throws the error shape of the API as an ApiRequestError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        message: 'wrong password',
        errors: [{ field: 'password', message: 'is wrong' }],
      }),
    );

    const error = await apiFetch('/sessions', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'wrong password',
      fieldErrors: [{ field: 'password', message: 'is wrong' }],
    });
    expect(errorMessage(error)).toBe('wrong password');
  });

  it('turns an error answer that is not JSON into an ApiRequestError with its status', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expect(apiFetch('/me')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 502,
      message: 'Request failed with status 502',
      fieldErrors: [],
    });
  });

  it('reports an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { greeting: 42 }));

    const error = await apiFetch('/greetings/1', { schema: greetingSchema }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE_MESSAGE });
    expect((error as ApiRequestError).cause).toBeInstanceOf(z.ZodError);
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiFetch('/me')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('lets a cancelled request reject with the abort error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));

    await expect(apiFetch('/me', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('errorMessage', () => {
  it('prefers the message of the answer, else the error message', () => {
    const withData = new ApiRequestError({
      status: 409,
      message: 'Conflict',
      data: { statusCode: 409, message: 'email exists' },
    });
    expect(errorMessage(withData)).toBe('email exists');
    expect(errorMessage(new ApiRequestError({ status: 0, message: 'offline' }))).toBe('offline');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});
