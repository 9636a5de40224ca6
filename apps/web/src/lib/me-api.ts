import { meEndpoint, type MeResponse } from '@cadenza/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useIsAuthenticated } from './session-store';

/** `GET /api/me`: the user with subscriptions, transactions and cards. Same key app-wide. */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }): Promise<MeResponse> => callApi(meEndpoint, { signal }),
});

/** The signed-in user; not asked for while signed out. */
export function useMe() {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({ ...meQueryOptions, enabled: isAuthenticated });
}
