import { searchClientMessages, searchTypes, type SearchType } from '@cadenza/domain';
import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ErrorMessage } from '../../components/error-message';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
import { productHref } from '../../features/catalogue/product-href';
import { searchQueries } from '../../features/search/api/search-api';
import { DifficultyFilter } from '../../features/search/components/difficulty-filter';
import { GroupedResults } from '../../features/search/components/grouped-results';
import { useDifficultySearch } from '../../features/search/hooks/use-difficulty-search';
import { searchTypeTitles } from '../../features/search/search-types';
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

/** Every result of one type: 'Search results for {q} in {type}'. */
function ResultsOfType({ type }: { type: SearchType }) {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const heading = searchClientMessages.resultsFor(query, searchTypeTitles[type]);
  useDocumentTitle(heading);
  const results = useQuery(searchQueries.byType(type, query, apiParam));
  const difficulty = searchParams.get(DIFFICULTY_PARAM) ?? undefined;
  return (
    <div className={styles.page}>
      <AppLink to={paths.search.href({ q: query, [DIFFICULTY_PARAM]: difficulty })}>
        Back to all results
      </AppLink>
      <h1 className={styles.heading}>{heading}</h1>
      <DifficultyFilter value={filter} onChange={setFilter} />
      {results.isPending ? (
        <PageLoading />
      ) : results.isError ? (
        <ErrorMessage>{errorMessage(results.error)}</ErrorMessage>
      ) : (
        <GroupedResults groups={results.data} query={query} hrefOf={productHref} />
      )}
    </div>
  );
}
