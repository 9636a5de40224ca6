import type { ProductUrlKind } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProductPage, type ProductPageState } from '../hooks/use-product-page';

type ReadyState = Extract<ProductPageState, { status: 'ready' }>;

interface ProductPageLoaderProps {
  kind: ProductUrlKind;
  children: (state: ReadyState) => ReactNode;
}

/** Loading, then the page, or 'Could not fetch' with the server's message. */
export function ProductPageLoader({ kind, children }: ProductPageLoaderProps) {
  const state = useProductPage(kind);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <ProductPageError message={state.message} />;
  return children(state);
}

function ProductPageError({ message }: { message: string }) {
  useDocumentTitle('Could not fetch');
  return (
    <>
      <h1 className="visually-hidden">Could not fetch</h1>
      <ErrorMessage>{message}</ErrorMessage>
    </>
  );
}
