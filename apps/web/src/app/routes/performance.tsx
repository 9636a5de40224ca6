import { ProductFrame } from '../../features/catalogue/components/product-frame';
import { ProductPageLoader } from '../../features/catalogue/components/product-page-loader';
import { useViewerAccess } from '../../features/subscription/hooks/use-viewer-access';
import { useAppConfig } from '../../lib/app-config-api';
import { AccessPrompt } from '../access-prompt';
import { isPermittedFor, PerformanceMedia } from '../practice-tools';

export function PerformancePage() {
  const viewer = useViewerAccess();
  const config = useAppConfig();
  return (
    <ProductPageLoader kind="performances">
      {({ product, volume }) => {
        const masterclass = product.parentProducts.find((p) => p.type === 'masterclass') ?? null;
        const performances = volume?.features.performances ?? [];
        const flags = config.data?.featureFlags;
        return (
          <ProductFrame
            product={product}
            parent={masterclass ?? volume}
            mediaLabel="Performance video"
            isScoreFirst
            prompt={<AccessPrompt product={product} itemName="performance" />}
            media={
              flags && isPermittedFor(viewer, product) ? (
                <PerformanceMedia product={product} isMultipleVideosOn={flags['multiple-videos']} />
              ) : undefined
            }
            {...(volume ? { sideList: { title: 'Performances', items: performances } } : {})}
            exploreFurther={[
              ...(volume?.features.videos ?? []),
              ...(volume?.shuffledPieces ?? []),
            ].filter((item) => item.id !== product.id)}
          />
        );
      }}
    </ProductPageLoader>
  );
}
