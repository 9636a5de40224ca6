import {
  isBrowseField,
  searchClientMessages,
  searchTypes,
  type BrowseField,
  type SearchType,
} from '@cadenza/domain';
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
import { recordEvent } from '../../lib/analytics';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import browseStyles from './browse.module.css';
import styles from './catalogue-pages.module.css';

export function BrowseTermPage() {
  const { category = '', term = '', type } = useParams();
  const searchType = searchTypes.find((known) => known === type) ?? null;
  if (!isBrowseField(category) || !term || (type !== undefined && !searchType)) {
    return <NotFoundPage />;
  }
  return <TermResults category={category} term={term} type={searchType} />;
}

interface TermResultsProps {
  category: BrowseField;
  term: string;
  /** The search-in-category variant: one type, no page header or filter. */
  type: SearchType | null;
}

/**
 * 'Browse by {category}: {term}', grouped like the search overview (the first page of each
 * type, 'See all >' when there are more); the one-type variant a page at a time (`?page=`).
 */
function TermResults({ category, term, type }: TermResultsProps) {
  const heading = searchClientMessages.browseBy(category, term);
  const { page, order, sortParam, headingRef } = useResultPage();
  useDocumentTitle(type && page > 1 ? `${heading} (page ${String(page)})` : heading);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const results = useQuery(
    searchQueries.browseTerm({ category, term, type, difficulty: apiParam, page, sortParam }),
  );
  const difficulty = searchParams.get(DIFFICULTY_PARAM) ?? undefined;
  const seeAllHref = (groupType: SearchType) =>
    paths.browseTermType.href(category, term, groupType, { [DIFFICULTY_PARAM]: difficulty });
  const typeHref = (groupType: SearchType, changes: { page?: number; sort?: string }) =>
    paths.browseTermType.href(category, term, groupType, {
      [DIFFICULTY_PARAM]: difficulty,
      sort: 'sort' in changes ? changes.sort : sortParam,
      page: changes.page && changes.page > 1 ? String(changes.page) : undefined,
    });
  const total = type ? (results.data?.groups.find((group) => group.type === type)?.total ?? 0) : 0;
  return (
    <div className={styles.page}>
      <AppLink
        to={
          type
            ? paths.browseCategory.href(category, { [DIFFICULTY_PARAM]: difficulty })
            : paths.browse.href()
        }
        className={browseStyles.back}
      >
        {type ? `Back to browse by ${category}` : 'Back to browse'}
      </AppLink>
      <h1 className={type ? 'visually-hidden' : styles.heading} ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {!type && <DifficultyFilter value={filter} onChange={setFilter} />}
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
      ) : type ? (
        <>
          <GroupedResults
            groups={results.data.groups}
            query={term}
            hrefOf={productHref}
            serverSort={{
              order,
              onChange: (next) => {
                void navigate(typeHref(type, { sort: sortParamOf(next), page: 1 }));
              },
            }}
          />
          <Pager
            page={page}
            pageCount={pageCountOf(total)}
            hrefOf={(number) => typeHref(type, { page: number })}
            label="Pages of results"
          />
        </>
      ) : (
        <GroupedResults
          groups={results.data.groups}
          query={term}
          hrefOf={productHref}
          onOpen={(product) => {
            recordEvent({
              name: 'browse_click',
              properties: { category, term: term.slice(0, 100), productId: product.id },
            });
          }}
          seeAllHref={seeAllHref}
        />
      )}
    </div>
  );
}
