import { catalogueClientMessages, type ProductUrlKind } from '@cadenza/domain';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formStyles } from '../../../components/form/form-error';
import { ErrorMessage } from '../../../components/error-message';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { useProductPage, type ProductPageState } from '../hooks/use-product-page';
import styles from './product-page-loader.module.css';

type ReadyState = Extract<ProductPageState, { status: 'ready' }>;

interface ProductPageLoaderProps {
  kind: ProductUrlKind;
  children: (state: ReadyState) => ReactNode;
}

/** Loading, then the page, or 'Could not fetch' with the server's message. */
export function ProductPageLoader({ kind, children }: ProductPageLoaderProps) {
  const state = useProductPage(kind);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <ProductPageError state={state} />;
  return children(state);
}

type ErrorState = Extract<ProductPageState, { status: 'error' }>;

/**
 * The spec's 'Could not fetch' with the server's message, and a way on: for something that is
 * not there, a search of the catalogue and the home page; for a failure that may pass, Try again.
 */
function ProductPageError({ state }: { state: ErrorState }) {
  useDocumentTitle('Could not fetch');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const searchId = useId();
  return (
    <div className={styles.errorPage}>
      <h1 className="visually-hidden">Could not fetch</h1>
      <ErrorMessage>{state.message}</ErrorMessage>
      {state.isNotFound ? (
        <>
          <p>{catalogueClientMessages.notFoundWayOn}</p>
          <form
            role="search"
            className={styles.errorSearch}
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = query.trim();
              if (trimmed) void navigate(paths.search.href({ q: trimmed }));
            }}
          >
            <label htmlFor={searchId}>Search the catalogue</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
              }}
            />
            <button type="submit" className={formStyles.secondaryButton}>
              Search
            </button>
          </form>
          <p>
            <Link to={paths.home.href()}>Go to the home page</Link>
          </p>
        </>
      ) : (
        <button type="button" className={formStyles.secondaryButton} onClick={state.retry}>
          Try again
        </button>
      )}
    </div>
  );
}
