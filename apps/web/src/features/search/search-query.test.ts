import { expect, it } from 'vitest';
import { isSearchableQuery, normalizeSearchQuery } from './search-query';

it('needs 3 characters once spaces are trimmed and collapsed', () => {
  expect(normalizeSearchQuery('  j   s  ')).toBe('j s');
  expect(isSearchableQuery('  j   s  ')).toBe(true);
  expect(isSearchableQuery('  ab  ')).toBe(false);
  expect(isSearchableQuery('a  b')).toBe(true);
  expect(isSearchableQuery('    ')).toBe(false);
  expect(isSearchableQuery('bach')).toBe(true);
});
