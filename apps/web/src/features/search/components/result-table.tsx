import {
  searchTableColumns,
  smallCoverUrl,
  type SearchItem,
  type SearchSortColumn,
  type SearchType,
} from '@cadenza/domain';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { mediaUrl } from '../../../lib/media-url';
import { productTypeLabels } from '../../../lib/product-type-labels';
import { ariaSort, nextSortOrder, sortRows, unsorted, type SortOrder } from '../result-sort';
import { columnLabels, searchTypeTitles } from '../search-types';
import { DifficultyLevels } from './difficulty-levels';
import styles from './search-results.module.css';

/** The server sorts (every page in that order): the table shows this order and reports clicks. */
export interface ServerSort {
  order: SortOrder<SearchSortColumn>;
  onChange: (order: SortOrder<SearchSortColumn>) => void;
}

interface ResultTableProps {
  type: SearchType;
  items: readonly SearchItem[];
  /** Builds the link of a row's product page. */
  hrefOf: (product: SearchItem) => string | null;
  /** Without it, the table sorts the rows it holds. */
  serverSort?: ServerSort;
  /** Told when a row's link is followed, with the row's place in the table (0 first). */
  onOpen?: ResultOpenListener;
}

export type ResultOpenListener = (product: SearchItem, position: number) => void;

const arrows = { none: '', asc: ' ▲', desc: ' ▼' } as const;

/**
 * A type's results with its spec columns, each row led by the product's cover, title and
 * kind; each header sorts none → asc → desc.
 */
export function ResultTable({ type, items, hrefOf, serverSort, onOpen }: ResultTableProps) {
  const [localOrder, setLocalOrder] = useState<SortOrder<SearchSortColumn>>(unsorted);
  const order = serverSort?.order ?? localOrder;
  const setOrder = serverSort?.onChange ?? setLocalOrder;
  const columns = searchTableColumns[type];
  const rows = serverSort ? items : sortRows(items, order);
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
          {rows.map((row, position) => {
            const href = hrefOf(row);
            return (
              <tr key={row.id} className={styles.row}>
                {columns.map((column) =>
                  column === 'title' ? (
                    <th key={column} scope="row" className={styles.titleCell}>
                      <span className={styles.titleInner}>
                        <img
                          className={styles.cover}
                          src={mediaUrl(smallCoverUrl(row.coverImage.url))}
                          width={48}
                          height={64}
                          alt=""
                          loading="lazy"
                          decoding="async"
                        />
                        <span className={styles.titleText}>
                          {href ? (
                            <AppLink
                              to={href}
                              className={styles.titleLink}
                              onClick={() => onOpen?.(row, position)}
                            >
                              {row.title}
                            </AppLink>
                          ) : (
                            <span className={styles.titleLink}>{row.title}</span>
                          )}
                          <span className={styles.kind}>{productTypeLabels[row.type]}</span>
                        </span>
                      </span>
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
