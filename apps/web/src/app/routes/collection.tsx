import { catalogueClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { LoadFailure } from '../../components/load-failure';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
import { CoverGridSkeleton } from '../../components/ui/skeleton';
import { catalogueQueries } from '../../features/catalogue/api/catalogue-api';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './catalogue-pages.module.css';

/** 'Could not fetch …', with the reason appended when there is one (spec §2). */
function failure(base: string, reason: string | null): string {
  return reason ? `${base}: ${reason}` : base;
}

export function CollectionPage() {
  const { id = '' } = useParams();
  const collections = useQuery(catalogueQueries.collections());
  const collection = collections.data?.collections.find((c) => c.id === id);
  const volumes = useQuery({ ...catalogueQueries.collectionVolumes(id), enabled: !!collection });
  useDocumentTitle(collection?.title ?? 'Collection');

  if (collections.isPending)
    return (
      <PageLoading>
        <CoverGridSkeleton />
      </PageLoading>
    );
  if (collections.isError) {
    return (
      <>
        <h1 className="visually-hidden">Collection</h1>
        <LoadFailure
          message={failure(
            catalogueClientMessages.couldNotFetchCollection,
            errorMessage(collections.error),
          )}
          onRetry={() => {
            void collections.refetch();
          }}
        />
      </>
    );
  }
  if (!collection) {
    return (
      <NotFoundPage
        detail={
          <ErrorMessage>
            {failure(
              catalogueClientMessages.couldNotFetchCollection,
              catalogueClientMessages.collectionIdNotFound,
            )}
          </ErrorMessage>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{collection.title}</h1>
      {collection.subtitle && <p className={styles.muted}>{collection.subtitle}</p>}
      {volumes.isPending ? (
        <PageLoading>
          <CoverGridSkeleton />
        </PageLoading>
      ) : volumes.isError ? (
        <LoadFailure
          message={failure(
            catalogueClientMessages.couldNotFetchVolumes,
            errorMessage(volumes.error),
          )}
          onRetry={() => {
            void volumes.refetch();
          }}
        />
      ) : (
        <ProductGrid products={volumes.data.volumes} label={`Volumes of ${collection.title}`} />
      )}
    </div>
  );
}
