import {
  searchTableColumns,
  type SearchItem,
  type SearchSortColumn,
  type SearchType,
} from '@cadenza/domain';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { ariaSort, nextSortOrder, sortRows, unsorted, type SortOrder } from '../result-sort';
import { columnLabels, searchTypeTitles } from '../search-types';
import { DifficultyLevels } from './difficulty-levels';
import styles from './search-results.module.css';

interface ResultTableProps {
  type: SearchType;
  items: readonly SearchItem[];
  /** Builds the link of a row's product page. */
  hrefOf: (product: SearchItem) => string | null;
}

const arrows = { none: '', asc: ' ▲', desc: ' ▼' } as const;

/** A type's results with its spec columns; each header sorts none → asc → desc. */
export function ResultTable({ type, items, hrefOf }: ResultTableProps) {
  const [order, setOrder] = useState<SortOrder<SearchSortColumn>>(unsorted);
  const columns = searchTableColumns[type];
  const rows = sortRows(items, order);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{searchTypeTitles[type]}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" aria-sort={ariaSort(order, column)}>
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => {
                    setOrder(nextSortOrder(order, column));
                  }}
                >
                  {columnLabels[column]}
                  <span aria-hidden="true">
                    {order.column === column ? arrows[order.direction] : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = hrefOf(row);
            return (
              <tr key={row.id}>
                {columns.map((column) =>
                  column === 'title' ? (
                    <th key={column} scope="row" className={styles.titleCell}>
                      {href ? <AppLink to={href}>{row.title}</AppLink> : row.title}
                    </th>
                  ) : (
                    <td key={column}>{row[column]}</td>
                  ),
                )}
                <td className={styles.level}>
                  <DifficultyLevels difficulty={row.difficulty} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
