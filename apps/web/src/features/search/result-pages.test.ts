import { expect, it } from 'vitest';
import { pageCountOf, pageFromParam, sortFromParam, sortParamOf } from './result-pages';

it('reads the page from the URL, the first page for anything else', () => {
  expect(pageFromParam('2')).toBe(2);
  for (const value of [null, '', '0', '-1', '1.5', 'two', '99999999']) {
    expect(pageFromParam(value), String(value)).toBe(1);
  }
});

it('counts pages of 50, at least one', () => {
  expect([0, 1, 50, 51, 915].map(pageCountOf)).toEqual([1, 1, 1, 2, 19]);
});

it('reads a known column sort from the URL and writes it back', () => {
  expect(sortFromParam('composer:desc')).toEqual({ column: 'composer', direction: 'desc' });
  expect(sortParamOf(sortFromParam('composer:desc'))).toBe('composer:desc');
  for (const value of [null, 'composer', 'price:asc', 'title:up']) {
    expect(sortFromParam(value), String(value)).toEqual({ column: null, direction: 'none' });
  }
  expect(sortParamOf({ column: null, direction: 'none' })).toBeUndefined();
});
