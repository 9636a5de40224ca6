import { catalogueClientMessages } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { PageLoading } from '../../components/page-loading';
import { CoverGridSkeleton } from '../../components/ui/skeleton';
import { catalogueQueries } from '../../features/catalogue/api/catalogue-api';
import { ProductCarousel } from '../../features/catalogue/components/product-carousel';
import { visibleHomeCarousels } from '../../features/catalogue/home-items';
import { useAppConfig } from '../../lib/app-config-api';
import { useDocumentTitle } from '../../lib/document-title';
import { useReferralCode } from '../../lib/referral-code';
import styles from './catalogue-pages.module.css';

/** The rows, and items per row, on screen when home opens (the hero and the next row). */
const ROWS_IN_FIRST_VIEW = 2;
const ITEMS_IN_FIRST_VIEW = 4;

/**
 * Whether the rows past the first view are drawn: just after it, in a transition that React
 * draws in slices between the browser's other work, so a phone draws the first view without
 * one long task for rows it does not show yet.
 */
function useShowsEveryRow(isFirstViewDrawn: boolean): boolean {
  const [showsEveryRow, setShowsEveryRow] = useState(false);
  useEffect(() => {
    if (!isFirstViewDrawn) return;
    startTransition(() => {
      setShowsEveryRow(true);
    });
  }, [isFirstViewDrawn]);
  return showsEveryRow;
}

export function HomePage() {
  useDocumentTitle('Home');
  const referralCode = useReferralCode();
  const home = useQuery(catalogueQueries.home(referralCode));
  const config = useAppConfig();
  const isVideoFeatureOn = config.data?.featureFlags.video ?? true;
  const carousels = home.data ? visibleHomeCarousels(home.data.carousels, isVideoFeatureOn) : [];
  const showsEveryRow = useShowsEveryRow(home.isSuccess);
  const isDrawingRowsLater = carousels.length > ROWS_IN_FIRST_VIEW && !showsEveryRow;
  return (
    // While rows are still to come the page fills the window, so the footer never shows and moves.
    <div className={isDrawingRowsLater ? `${styles.page} ${styles.fillsWindow}` : styles.page}>
      <h1 className="visually-hidden">Home</h1>
      {home.isPending ? (
        <PageLoading>
          <CoverGridSkeleton />
        </PageLoading>
      ) : home.isError ? (
        <LoadFailure
          message={catalogueClientMessages.couldNotLoadHome}
          onRetry={() => {
            void home.refetch();
          }}
        />
      ) : (
        carousels
          .slice(0, showsEveryRow ? undefined : ROWS_IN_FIRST_VIEW)
          .map((carousel, index) => (
            <ProductCarousel
              key={carousel.id}
              title={carousel.title}
              products={carousel.items}
              variant={carousel.kind === 'hero' ? 'hero' : 'standard'}
              priorityItems={index < ROWS_IN_FIRST_VIEW ? ITEMS_IN_FIRST_VIEW : 0}
            />
          ))
      )}
    </div>
  );
}
