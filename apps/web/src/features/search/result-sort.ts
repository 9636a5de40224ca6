/** Column headers cycle none → asc → desc → none (spec §2). */
export type SortDirection = 'none' | 'asc' | 'desc';

export interface SortOrder<Column extends string = string> {
  column: Column | null;
  direction: SortDirection;
}

export const unsorted: SortOrder<never> = { column: null, direction: 'none' };

export function nextSortDirection(direction: SortDirection): SortDirection {
  switch (direction) {
    case 'none':
      return 'asc';
    case 'asc':
      return 'desc';
    case 'desc':
      return 'none';
  }
}

/** The order after a click on a column header: another column starts ascending. */
export function nextSortOrder<Column extends string>(
  order: SortOrder<Column>,
  clicked: Column,
): SortOrder<Column> {
  if (order.column !== clicked) return { column: clicked, direction: 'asc' };
  const direction = nextSortDirection(order.direction);
  return direction === 'none' ? { column: null, direction } : { column: clicked, direction };
}

/**
 * Made on the first sort, not when the module loads: a page's first Intl object pays for
 * setting up ICU (a collator took 70-80 ms of the search page's start-up task in Chromium at
 * four times slower), and a results page is drawn unsorted.
 */
let collator: Intl.Collator | undefined;
const textCollator = () =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** Rows in the chosen order (the server's relevance order when unsorted); blanks go last. */
export function sortRows<Row, Column extends string & keyof Row>(
  rows: readonly Row[],
  order: SortOrder<Column>,
): Row[] {
  const { column, direction } = order;
  if (column === null || direction === 'none') return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = textOf(a[column]);
    const right = textOf(b[column]);
    if (left === right) return 0;
    if (left === '') return 1;
    if (right === '') return -1;
    return sign * textCollator().compare(left, right);
  });
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The aria-sort value of a column header. */
export function ariaSort(order: SortOrder, column: string): 'ascending' | 'descending' | 'none' {
  if (order.column !== column) return 'none';
  if (order.direction === 'asc') return 'ascending';
  if (order.direction === 'desc') return 'descending';
  return 'none';
}
