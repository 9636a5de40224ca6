import { describe, expect, it, vi } from 'vitest';
import { ariaSort, nextSortDirection, nextSortOrder, sortRows, unsorted } from './result-sort';

const rows = [
  { id: '1', title: 'Prelude', composer: 'Bach' },
  { id: '2', title: 'étude', composer: null },
  { id: '3', title: 'Aria', composer: 'Händel' },
  { id: '4', title: 'Nocturne 10', composer: 'Chopin' },
  { id: '5', title: 'Nocturne 2', composer: 'Chopin' },
];
const ids = (sorted: { id: string }[]) => sorted.map((row) => row.id);

describe('three-state column sort', () => {
  it('cycles none, asc, desc and back to none', () => {
    expect(nextSortDirection('none')).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBe('none');
  });

  it('starts another column ascending and forgets the column after desc', () => {
    const byTitle = nextSortOrder(unsorted, 'title');
    expect(byTitle).toEqual({ column: 'title', direction: 'asc' });
    expect(nextSortOrder(byTitle, 'composer')).toEqual({ column: 'composer', direction: 'asc' });
    const desc = nextSortOrder(byTitle, 'title');
    expect(desc).toEqual({ column: 'title', direction: 'desc' });
    expect(nextSortOrder(desc, 'title')).toEqual({ column: null, direction: 'none' });
  });

  it('keeps the server order when unsorted', () => {
    expect(ids(sortRows(rows, unsorted))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('sorts accent- and case-insensitively, numbers by value, blanks last', () => {
    expect(ids(sortRows(rows, { column: 'title', direction: 'asc' }))).toEqual([
      '3',
      '2',
      '5',
      '4',
      '1',
    ]);
    expect(ids(sortRows(rows, { column: 'title', direction: 'desc' }))).toEqual([
      '1',
      '4',
      '5',
      '2',
      '3',
    ]);
    expect(ids(sortRows(rows, { column: 'composer', direction: 'desc' })).at(-1)).toBe('2');
    expect(ids(sortRows(rows, { column: 'composer', direction: 'asc' })).at(-1)).toBe('2');
  });

  it('tells assistive technology the order of each header', () => {
    const order = { column: 'title', direction: 'desc' } as const;
    expect(ariaSort(order, 'title')).toBe('descending');
    expect(ariaSort(order, 'composer')).toBe('none');
  });
});

describe('the collator', () => {
  it('is made on the first sort, not when a results page loads the module', async () => {
    const RealCollator = Intl.Collator;
    let made = 0;
    Intl.Collator = class extends RealCollator {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.Collator;
    try {
      vi.resetModules();
      const fresh = await import('./result-sort');
      fresh.sortRows(rows, unsorted);
      expect(made).toBe(0);
      expect(ids(fresh.sortRows(rows, { column: 'title', direction: 'asc' }))).toEqual(
        ids(sortRows(rows, { column: 'title', direction: 'asc' })),
      );
      fresh.sortRows(rows, { column: 'composer', direction: 'desc' });
      expect(made).toBe(1);
    } finally {
      Intl.Collator = RealCollator;
    }
  });
});
