import { catalogueClientMessages, type VolumeExpanded } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { PageLoading } from '../../components/page-loading';
import { CoverGridSkeleton } from '../../components/ui/skeleton';
import { catalogueQueries } from '../../features/catalogue/api/catalogue-api';
import { ProductCarousel } from '../../features/catalogue/components/product-carousel';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { VolumeBanner } from '../../features/catalogue/components/volume-banner';
import { useAppConfig } from '../../lib/app-config-api';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './catalogue-pages.module.css';

export function VolumePage() {
  const { id = '' } = useParams();
  const volume = useQuery(catalogueQueries.volume(id));
  if (volume.isPending)
    return (
      <PageLoading>
        <CoverGridSkeleton />
      </PageLoading>
    );
  if (volume.isError) return <VolumeError />;
  return <VolumeContent volume={volume.data} />;
}

function VolumeError() {
  useDocumentTitle('Volume');
  return (
    <>
      <h1 className="visually-hidden">Volume</h1>
      <ErrorMessage>{catalogueClientMessages.volumesLoadIssue}</ErrorMessage>
    </>
  );
}

function VolumeContent({ volume }: { volume: VolumeExpanded }) {
  useDocumentTitle(volume.title);
  const config = useAppConfig();
  const isVideoFeatureOn = config.data?.featureFlags.video ?? true;
  const collection = volume.parentProducts.find((parent) => parent.type === 'collection');
  return (
    <div className={styles.page}>
      <VolumeBanner volume={volume} />
      <ProductDetails product={{ ...volume, copyright: null }} />
      {isVideoFeatureOn && (
        <ProductCarousel title="Performance video" products={volume.features.performances} />
      )}
      {volume.pieces.length > 0 && (
        <section className={styles.section} aria-labelledby="volume-pieces">
          <h2 id="volume-pieces" className={styles.sectionHeading}>
            Pieces
          </h2>
          <ProductGrid products={volume.pieces} />
        </section>
      )}
      <ProductCarousel title="Videos" products={volume.features.videos} />
      <ProductCarousel title="Further reading" products={volume.features.readings} />
      {collection && (
        <ExploreCollection
          collectionId={collection.id}
          title={collection.title}
          volumeId={volume.id}
        />
      )}
    </div>
  );
}

/** 'Explore {collection title}': the collection's other volumes. */
function ExploreCollection({
  collectionId,
  title,
  volumeId,
}: {
  collectionId: string;
  title: string;
  volumeId: string;
}) {
  const volumes = useQuery(catalogueQueries.collectionVolumes(collectionId));
  if (volumes.isPending) return null;
  if (volumes.isError)
    return <ErrorMessage>{catalogueClientMessages.productListError}</ErrorMessage>;
  return (
    <ProductCarousel
      title={`Explore ${title}`}
      products={volumes.data.volumes.filter((v) => v.id !== volumeId)}
    />
  );
}
