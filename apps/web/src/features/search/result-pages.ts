import { searchSortColumns, type SearchSortColumn } from '@cadenza/domain';
import { unsorted, type SortOrder } from './result-sort';

/** Results of one type are shown this many to a page (`?page=` in the URL, from 1). */
export const RESULTS_PAGE_SIZE = 50;

/** The URL's page: a whole number from 1; anything else is the first page. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` results fill (at least one). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
}

/** The URL's column sort (`?sort=title:asc`); anything else is relevance order. */
export function sortFromParam(value: string | null): SortOrder<SearchSortColumn> {
  const [column, direction] = (value ?? '').split(':');
  const known = searchSortColumns.find((name) => name === column);
  if (!known || (direction !== 'asc' && direction !== 'desc')) return unsorted;
  return { column: known, direction };
}

/** The `sort` parameter of an order; none for relevance order. */
export function sortParamOf(order: SortOrder<SearchSortColumn>): string | undefined {
  return order.column && order.direction !== 'none'
    ? `${order.column}:${order.direction}`
    : undefined;
}
