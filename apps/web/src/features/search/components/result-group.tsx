import { searchClientMessages, type SearchItem } from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { searchTypeTitles, type ResultGroup as Group } from '../search-types';
import { ResultTable, type ResultOpenListener, type ServerSort } from './result-table';
import styles from './search-results.module.css';

interface ResultGroupProps {
  group: Group;
  query: string;
  /** Where 'See all >' leads: the results of this type only. */
  seeAllHref?: string;
  hrefOf: (product: SearchItem) => string | null;
  serverSort?: ServerSort;
  onOpen?: ResultOpenListener;
}

/** One type's heading, summary line, result table and 'See all >' when more exist. */
export function ResultGroup({
  group,
  query,
  seeAllHref,
  hrefOf,
  serverSort,
  onOpen,
}: ResultGroupProps) {
  const title = searchTypeTitles[group.type];
  const headingId = `results-${group.type}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupTop}>
        <h2 id={headingId} className={styles.groupHeading}>
          {title}
        </h2>
        {seeAllHref && group.total > group.items.length && (
          <AppLink to={seeAllHref} className={styles.seeAll}>
            {/* Reads 'See all Pieces >'; shows the spec's 'See all >'. */}
            See all<span className="visually-hidden"> {title}</span> &gt;
          </AppLink>
        )}
      </div>
      <p className={styles.summary}>
        {searchClientMessages.showing(group.items.length, group.total, query, title)}
      </p>
      <ResultTable
        type={group.type}
        items={group.items}
        hrefOf={hrefOf}
        {...(serverSort ? { serverSort } : {})}
        {...(onOpen ? { onOpen } : {})}
      />
    </section>
  );
}
