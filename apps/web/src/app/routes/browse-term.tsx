import {
  isBrowseField,
  searchClientMessages,
  searchTypes,
  type BrowseField,
  type SearchType,
} from '@cadenza/domain';
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

/** 'Browse by {category}: {term}', grouped like the search overview. */
function TermResults({ category, term, type }: TermResultsProps) {
  const heading = searchClientMessages.browseBy(category, term);
  useDocumentTitle(heading);
  const [searchParams] = useSearchParams();
  const { filter, setFilter, apiParam } = useDifficultySearch();
  const results = useQuery(
    searchQueries.browseTerm({ category, term, type, difficulty: apiParam }),
  );
  const difficulty = searchParams.get(DIFFICULTY_PARAM) ?? undefined;
  const seeAllHref = (groupType: SearchType) =>
    paths.browseTermType.href(category, term, groupType, { [DIFFICULTY_PARAM]: difficulty });
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
      <h1 className={type ? 'visually-hidden' : styles.heading}>{heading}</h1>
      {!type && <DifficultyFilter value={filter} onChange={setFilter} />}
      {results.isPending ? (
        <PageLoading />
      ) : results.isError ? (
        <ErrorMessage>{errorMessage(results.error)}</ErrorMessage>
      ) : (
        <GroupedResults
          groups={results.data}
          query={term}
          hrefOf={productHref}
          {...(type ? {} : { seeAllHref })}
        />
      )}
    </div>
  );
}
