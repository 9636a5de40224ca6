import { configEndpoint, type AppConfig } from '@cadenza/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** Plan, feature flags and the countries list change with a deploy, not within a visit. */
const APP_CONFIG_STALE_TIME = 60 * 60 * 1000;

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }): Promise<AppConfig> =>
    callApi(configEndpoint, { query: { countries: 'true' }, signal }),
  staleTime: APP_CONFIG_STALE_TIME,
});

/** The configuration loaded on start: stripe plan, feature flags, countries. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
