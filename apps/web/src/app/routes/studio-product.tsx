import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { LoadFailure } from '../../components/load-failure';
import { NotFoundPage } from '../../components/not-found-page';
import { LoadingArea, ResultListSkeleton } from '../../components/ui/skeleton';
import { studioQueries } from '../../features/studio/api/studio-api';
import { StudioProductEditor } from '../../features/studio/components/studio-product-editor';
import { SyncScoreSlot } from '../../features/studio/sync-score-slot';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { renderSyncScore } from '../studio-sync-score';

/**
 * `/studio/products/:id`: a product's edit page (404 for one outside the account's imprint).
 * Its sync editors draw the score with the player's rendering.
 */
export function StudioProductPage() {
  const { id = '' } = useParams();
  const query = useQuery(studioQueries.product(id));
  useDocumentTitle(query.data ? `Studio: ${query.data.title}` : 'Studio');
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <>
      <AppLink to={paths.studio.href('products')}>‹ All products</AppLink>
      <h2>{query.data.title}</h2>
      <SyncScoreSlot value={renderSyncScore}>
        <StudioProductEditor key={query.data.id} product={query.data} />
      </SyncScoreSlot>
    </>
  );
}
