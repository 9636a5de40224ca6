import { expect, it } from 'vitest';
import { pagerItems } from './pager-items';

it('lists every page when there are few', () => {
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
});

it('lists the first, the last and two either side of the current page, with gaps', () => {
  expect(pagerItems(1, 19)).toEqual([1, 2, 3, 'gap', 19]);
  expect(pagerItems(10, 19)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 19]);
  expect(pagerItems(19, 19)).toEqual([1, 'gap', 17, 18, 19]);
});

it('lists a page rather than a gap that would hide only it', () => {
  expect(pagerItems(5, 19)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 19]);
});
