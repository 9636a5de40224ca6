import { catalogueOverviewEndpoint, type CatalogueOverview } from '@cadenza/domain';
import { formatCountAtLeast } from '@cadenza/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const catalogueOverviewQueryOptions = queryOptions({
  queryKey: ['catalogue-overview'],
  queryFn: ({ signal }): Promise<CatalogueOverview> =>
    callApi(catalogueOverviewEndpoint, { signal }),
  staleTime: 5 * 60 * 1000,
});

/**
 * How many scores the live catalogue has, as a claim that stays true ('3,700+'); null until
 * known (the page then names no number).
 */
export function useScoreCount(): string | null {
  const { data } = useQuery(catalogueOverviewQueryOptions);
  return data ? formatCountAtLeast(data.counts.scores) : null;
}
