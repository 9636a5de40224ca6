import { Link } from 'react-router';
import { pagerItems } from './pager-items';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** The link of a page: the URL holds the page, so back, forward and shared links work. */
  hrefOf: (page: number) => string;
  /** Names the navigation landmark, e.g. 'Pages of results'. */
  label: string;
}

/**
 * Previous, numbered pages (the current one marked) and Next, as links, then 'Page n of m';
 * none for one page. The links come first, on the left, clear of the cookie notice.
 */
export function Pager({ page, pageCount, hrefOf, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(page, pageCount);
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul className={styles.pages}>
        <li>
          {current > 1 ? (
            <Link className={styles.step} to={hrefOf(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>Previous
            </Link>
          ) : (
            <span className={styles.step} data-disabled="true" aria-hidden="true">
              <span aria-hidden="true">‹</span>Previous
            </span>
          )}
        </li>
        {pagerItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.page}
                to={hrefOf(item)}
                aria-label={`Page ${String(item)}`}
                {...(item === current ? { 'aria-current': 'page' as const } : {})}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link className={styles.step} to={hrefOf(current + 1)} rel="next">
              Next<span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={styles.step} data-disabled="true" aria-hidden="true">
              Next<span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
      <p className={styles.position}>
        Page {current} of {pageCount}
      </p>
    </nav>
  );
}
