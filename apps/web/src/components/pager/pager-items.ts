/** A pager's entries: page numbers, and gaps where pages are left out. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager lists: the first, the last, and two either side of the current one; a gap
 * stands for the pages between, unless it would hide only one (then that page is listed).
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const shown = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const number of pages) {
    if (number - previous === 2) items.push(number - 1);
    else if (number - previous > 2) items.push('gap');
    items.push(number);
    previous = number;
  }
  return items;
}
