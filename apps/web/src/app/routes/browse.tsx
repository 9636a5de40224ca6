import { browseFields } from '@cadenza/domain';
import { useQueries } from '@tanstack/react-query';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { ResultListSkeleton } from '../../components/ui/skeleton';
import { searchQueries } from '../../features/search/api/search-api';
import { browseCategoryLabels } from '../../features/search/browse-labels';
import { paths } from '../../lib/paths';
import styles from './browse.module.css';

/**
 * The browse categories that have names in the catalogue, each with how many; an empty
 * category is left out (its own page, reached by a link, says why it is empty). A category
 * whose list could not be fetched is listed: its page says what went wrong.
 */
export function BrowsePage() {
  const lists = useQueries({
    queries: browseFields.map((category) => searchQueries.terms(category, undefined)),
  });
  if (lists.some((list) => list.isPending)) {
    return (
      <Page heading="Browse">
        <PageLoading>
          <ResultListSkeleton />
        </PageLoading>
      </Page>
    );
  }
  const shown = browseFields.flatMap((category, index) => {
    const count = lists[index]?.data?.length ?? null;
    return count === 0 ? [] : [{ category, count }];
  });
  return (
    <Page heading="Browse">
      <ul className={styles.categories} aria-label="Browse by">
        {shown.map(({ category, count }) => (
          <li key={category}>
            <AppLink to={paths.browseCategory.href(category)} className={styles.category}>
              {browseCategoryLabels[category]}
              {count !== null && (
                <span className={styles.categoryCount}>
                  {count === 1 ? '1 name' : `${count.toLocaleString('en-GB')} names`}
                </span>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
