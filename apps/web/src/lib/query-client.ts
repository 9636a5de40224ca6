import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; network failures and 5xx may. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  const isClientError =
    error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryRequest },
    },
  });
}

let appQueryClient: QueryClient | undefined;

/** The one client of the running app, made when the first data route opens. */
export function getAppQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}
