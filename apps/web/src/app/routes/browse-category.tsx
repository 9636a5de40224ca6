import { isBrowseField, type BrowseField } from '@cadenza/domain';
import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { LoadFailure } from '../../components/load-failure';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
import { ResultListSkeleton } from '../../components/ui/skeleton';
import { searchQueries } from '../../features/search/api/search-api';
import { browseCategoryLabels } from '../../features/search/browse-labels';
import { DifficultyFilter } from '../../features/search/components/difficulty-filter';
import { useDifficultySearch } from '../../features/search/hooks/use-difficulty-search';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import browseStyles from './browse.module.css';
import styles from './catalogue-pages.module.css';

export function BrowseCategoryPage() {
  const { category = '' } = useParams();
  if (!isBrowseField(category)) return <NotFoundPage />;
  return <CategoryTerms category={category} />;
}

/** Every name in a category, each linking to its results, with a back link to search. */
function CategoryTerms({ category }: { category: BrowseField }) {
  const heading = `Browse by ${category}`;
  useDocumentTitle(heading);
  const [searchParams] = useSearchParams();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const terms = useQuery(searchQueries.terms(category, apiParam));
  const difficulty = searchParams.get(DIFFICULTY_PARAM) ?? undefined;
  return (
    <div className={styles.page}>
      <AppLink to={paths.search.href()} className={browseStyles.back}>
        Back to search
      </AppLink>
      <h1 className={styles.heading}>{heading}</h1>
      <DifficultyFilter value={filter} onChange={setFilter} />
      {terms.isPending ? (
        <PageLoading>
          <ResultListSkeleton />
        </PageLoading>
      ) : terms.isError ? (
        <LoadFailure
          message={errorMessage(terms.error)}
          onRetry={() => {
            void terms.refetch();
          }}
        />
      ) : terms.data.length === 0 ? (
        <EmptyCategory category={category} isFiltered={apiParam !== undefined} />
      ) : (
        <ul className={browseStyles.terms} aria-label={browseCategoryLabels[category]}>
          {terms.data.map(({ term, count }) => (
            <li key={term}>
              <AppLink
                to={paths.browseTerm.href(category, term, { [DIFFICULTY_PARAM]: difficulty })}
              >
                {term}
              </AppLink>{' '}
              <span className={browseStyles.count}>({count})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why a category lists no one, and where to go instead. */
function EmptyCategory({ category, isFiltered }: { category: BrowseField; isFiltered: boolean }) {
  return (
    <div className={browseStyles.emptyCategory} role="status">
      <p>
        {isFiltered
          ? `No ${category} has products at the levels chosen.`
          : `No one is credited as ${category} in the catalogue yet.`}
      </p>
      <p className={browseStyles.emptyLinks}>
        <AppLink to={paths.browse.href()}>Browse another category</AppLink>
        <AppLink to={paths.search.href()}>Search the catalogue</AppLink>
      </p>
    </div>
  );
}
