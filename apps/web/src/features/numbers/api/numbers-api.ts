import {
  catalogueFiguresEndpoint,
  numbersCsvEndpoint,
  numbersEndpoint,
  type DateRangeQuery,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX, callApi } from '../../../lib/api-client';

const rangeQuery = (range: DateRangeQuery) => ({
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

export const numbersQueries = {
  numbers: (range: DateRangeQuery) =>
    queryOptions({
      queryKey: ['console', 'numbers', range.from ?? '', range.to ?? ''],
      queryFn: ({ signal }) => callApi(numbersEndpoint, { query: rangeQuery(range), signal }),
    }),
  figures: (range: DateRangeQuery & { publisherId?: string | undefined }) =>
    queryOptions({
      queryKey: ['catalogue-figures', range.from ?? '', range.to ?? '', range.publisherId ?? ''],
      queryFn: ({ signal }) =>
        callApi(catalogueFiguresEndpoint, {
          query: {
            ...rangeQuery(range),
            ...(range.publisherId ? { publisherId: range.publisherId } : {}),
          },
          signal,
        }),
    }),
};

/** The CSV download of a range (a plain link: the session cookie goes with it). */
export function numbersCsvHref(range: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `${API_PREFIX}${numbersCsvEndpoint.path}?${query.toString()}`;
}
