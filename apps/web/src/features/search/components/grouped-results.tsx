import {
  searchClientMessages,
  searchTypes,
  type SearchItem,
  type SearchType,
} from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { NoResultsIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import type { ResultGroup as Group } from '../search-types';
import { ResultGroup } from './result-group';
import type { ResultOpenListener, ServerSort } from './result-table';
import styles from './search-results.module.css';

interface GroupedResultsProps {
  groups: readonly Group[];
  /** Shown in summaries and the empty message; the term for browse results. */
  query: string;
  /** The 'See all >' link of a type, or none. */
  seeAllHref?: (type: SearchType) => string;
  hrefOf: (product: SearchItem) => string | null;
  /** "Did you mean", shown when nothing matched: the query offered and the link running it. */
  suggestion?: { query: string; href: string } | null;
  /** Results sorted by the server (one type, paged). */
  serverSort?: ServerSort;
  /** Told when a result is opened (the numbers' search result and browse clicks). */
  onOpen?: ResultOpenListener;
}

/** Spec §8 empty search. */
export function noResultsMessage(query: string): string {
  return query ? searchClientMessages.noResultsFor(query) : searchClientMessages.noResults;
}

/** Results grouped by product type in the spec's order; empty groups are left out. */
export function GroupedResults({
  groups,
  query,
  seeAllHref,
  hrefOf,
  suggestion,
  serverSort,
  onOpen,
}: GroupedResultsProps) {
  const shown = searchTypes.flatMap((type) =>
    groups.filter((group) => group.type === type && group.items.length > 0),
  );
  if (shown.length === 0) {
    return (
      <div role="status">
        <EmptyState
          title={noResultsMessage(query)}
          icon={<NoResultsIcon />}
          action={
            suggestion ? (
              <p className={styles.suggestion}>
                Did you mean <AppLink to={suggestion.href}>{suggestion.query}</AppLink>?
              </p>
            ) : (
              <AppLink
                to={paths.browse.href()}
                className={buttonClassName({ variant: 'secondary' })}
              >
                Browse the catalogue
              </AppLink>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.groups}>
      {shown.map((group) => (
        <ResultGroup
          key={group.type}
          group={group}
          query={query}
          hrefOf={hrefOf}
          {...(seeAllHref ? { seeAllHref: seeAllHref(group.type) } : {})}
          {...(serverSort ? { serverSort } : {})}
          {...(onOpen ? { onOpen } : {})}
        />
      ))}
    </div>
  );
}
