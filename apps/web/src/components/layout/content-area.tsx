import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentErrorBoundary } from '../content-error-boundary';
import { PageLoading } from '../page-loading';

/** The routed page: loading state while its chunk arrives, 'Ooops...' if it breaks. */
export function ContentArea() {
  const { pathname } = useLocation();
  return (
    <ContentErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ContentErrorBoundary>
  );
}
