import { catalogueClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { PageLoading } from '../../components/page-loading';
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

  if (collections.isPending) return <PageLoading />;
  if (collections.isError || !collection) {
    const reason = collections.isError
      ? errorMessage(collections.error)
      : catalogueClientMessages.collectionIdNotFound;
    return (
      <>
        <h1 className="visually-hidden">Collection</h1>
        <ErrorMessage>
          {failure(catalogueClientMessages.couldNotFetchCollection, reason)}
        </ErrorMessage>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{collection.title}</h1>
      {collection.subtitle && <p className={styles.muted}>{collection.subtitle}</p>}
      {volumes.isPending ? (
        <PageLoading />
      ) : volumes.isError ? (
        <ErrorMessage>
          {failure(catalogueClientMessages.couldNotFetchVolumes, errorMessage(volumes.error))}
        </ErrorMessage>
      ) : (
        <ProductGrid products={volumes.data.volumes} label={`Volumes of ${collection.title}`} />
      )}
    </div>
  );
}
