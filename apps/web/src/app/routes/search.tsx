import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { PageLoading } from '../../components/page-loading';
import { ResultListSkeleton } from '../../components/ui/skeleton';
import { productHref } from '../../features/catalogue/product-href';
import { searchQueries } from '../../features/search/api/search-api';
import { DifficultyFilter } from '../../features/search/components/difficulty-filter';
import { GroupedResults } from '../../features/search/components/grouped-results';
import { useDifficultySearch } from '../../features/search/hooks/use-difficulty-search';
import { recordEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useReferralCode, withReferralCode } from '../../lib/referral-code';
import { paths } from '../../lib/paths';
import styles from './catalogue-pages.module.css';

/** The search overview: up to 5 results of each type for the query in the URL. */
export function SearchPage() {
  useDocumentTitle('Search');
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const referralCode = useReferralCode();
  const results = useQuery(searchQueries.overview(query, apiParam));
  const seeAllHref = (type: string) =>
    withReferralCode(
      paths.searchType.href(type, {
        q: query,
        [DIFFICULTY_PARAM]: searchParams.get(DIFFICULTY_PARAM) ?? undefined,
      }),
      referralCode,
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Search</h1>
      <DifficultyFilter value={filter} onChange={setFilter} />
      {!query ? (
        <p className={styles.muted}>Search the catalogue for scores, composers and artists.</p>
      ) : results.isPending ? (
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
      ) : (
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
          seeAllHref={seeAllHref}
          hrefOf={productHref}
          suggestion={
            results.data.suggestion
              ? {
                  query: results.data.suggestion,
                  href: withReferralCode(
                    paths.search.href({
                      q: results.data.suggestion,
                      [DIFFICULTY_PARAM]: searchParams.get(DIFFICULTY_PARAM) ?? undefined,
                    }),
                    referralCode,
                  ),
                }
              : null
          }
        />
      )}
    </div>
  );
}
