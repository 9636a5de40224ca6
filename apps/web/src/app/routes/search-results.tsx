import { searchClientMessages, searchTypes, type SearchType } from '@cadenza/domain';
import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { LoadFailure } from '../../components/load-failure';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
import { ResultListSkeleton } from '../../components/ui/skeleton';
import { Pager } from '../../components/pager/pager';
import { productHref } from '../../features/catalogue/product-href';
import { searchQueries } from '../../features/search/api/search-api';
import { DifficultyFilter } from '../../features/search/components/difficulty-filter';
import { GroupedResults } from '../../features/search/components/grouped-results';
import { useDifficultySearch } from '../../features/search/hooks/use-difficulty-search';
import { useResultPage } from '../../features/search/hooks/use-result-page';
import { pageCountOf, sortParamOf } from '../../features/search/result-pages';
import { searchTypeTitles } from '../../features/search/search-types';
import { recordEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import styles from './catalogue-pages.module.css';

function isSearchType(value: string | undefined): value is SearchType {
  return (searchTypes as readonly (string | undefined)[]).includes(value);
}

export function SearchResultsPage() {
  const { type } = useParams();
  if (!isSearchType(type)) return <NotFoundPage />;
  return <ResultsOfType type={type} />;
}

/**
 * The results of one type: 'Search results for {q} in {type}', a page at a time. The URL
 * holds the page (`?page=`) and the column sort (`?sort=`), so back, forward and shared links
 * show the same page.
 */
function ResultsOfType({ type }: { type: SearchType }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = (searchParams.get('q') ?? '').trim();
  const { page, order, sortParam, headingRef } = useResultPage();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const heading = searchClientMessages.resultsFor(query, searchTypeTitles[type]);
  useDocumentTitle(page > 1 ? `${heading} (page ${String(page)})` : heading);
  const results = useQuery(
    searchQueries.byType({
      type,
      query,
      difficulty: apiParam,
      page,
      sortParam,
    }),
  );
  const difficulty = searchParams.get(DIFFICULTY_PARAM) ?? undefined;
  const hrefWith = (changes: { page?: number; sort?: string | undefined; q?: string }) =>
    paths.searchType.href(type, {
      q: changes.q ?? query,
      [DIFFICULTY_PARAM]: difficulty,
      sort: 'sort' in changes ? changes.sort : sortParam,
      page: changes.page && changes.page > 1 ? String(changes.page) : undefined,
    });
  const total = results.data?.groups.find((group) => group.type === type)?.total ?? 0;
  const pageCount = pageCountOf(total);
  return (
    <div className={styles.page}>
      <AppLink to={paths.search.href({ q: query, [DIFFICULTY_PARAM]: difficulty })}>
        Back to all results
      </AppLink>
      <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <DifficultyFilter value={filter} onChange={setFilter} />
      {results.isPending ? (
        <PageLoading>
          <ResultListSkeleton />
        </PageLoading>
      ) : results.isError ? (
        <LoadFailure
          message={errorMessage(results.error)}
          onRetry={() => {
            void results.refetch();
          }}
        />
      ) : total > 0 && page > pageCount ? (
        <p className={styles.muted} role="status">
          These results end at page {pageCount}.{' '}
          <AppLink to={hrefWith({ page: pageCount })}>Go to the last page</AppLink>
        </p>
      ) : (
        <>
          <GroupedResults
            groups={results.data.groups}
            query={query}
            onOpen={(product, position) => {
              if (query)
                recordEvent({
                  name: 'search_result_click',
                  properties: { productId: product.id, query: query.slice(0, 200), position },
                });
            }}
            hrefOf={productHref}
            suggestion={
              results.data.suggestion
                ? {
                    query: results.data.suggestion,
                    href: hrefWith({ q: results.data.suggestion, page: 1 }),
                  }
                : null
            }
            serverSort={{
              order,
              onChange: (next) => {
                void navigate(hrefWith({ sort: sortParamOf(next), page: 1 }));
              },
            }}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            hrefOf={(number) => hrefWith({ page: number })}
            label="Pages of results"
          />
        </>
      )}
    </div>
  );
}
