import type { ProductUrlKind } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadFailure } from '../../../components/load-failure';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/document-title';
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
 * not there, the not-found page (a search of the catalogue and the home page); for a failure
 * that may pass, Try again.
 */
function ProductPageError({ state }: { state: ErrorState }) {
  if (state.isNotFound)
    return <NotFoundPage detail={<ErrorMessage>{state.message}</ErrorMessage>} />;
  return <FailedProduct state={state} />;
}

function FailedProduct({ state }: { state: ErrorState }) {
  useDocumentTitle('Could not fetch');
  return (
    <div className={styles.errorPage}>
      <h1 className="visually-hidden">Could not fetch</h1>
      <LoadFailure message={state.message} onRetry={state.retry} />
    </div>
  );
}
