import { ProductFrame } from '../../features/catalogue/components/product-frame';
import { ProductPageLoader } from '../../features/catalogue/components/product-page-loader';
import { useViewerAccess } from '../../features/subscription/hooks/use-viewer-access';
import { AccessPrompt } from '../access-prompt';
import { isPermittedFor, VideoMedia, videoSourceOf } from '../practice-tools';

export function VideoPage() {
  const viewer = useViewerAccess();
  return (
    <ProductPageLoader kind="videos">
      {({ product, volume }) => {
        const hasPlaylist = product.videoPlaylistUrl !== null || product.videos.length > 0;
        // Spec §2: sibling videos plus the parent volume.
        const siblings = (volume?.features.videos ?? []).filter((v) => v.id !== product.id);
        const src = videoSourceOf(product);
        return (
          <ProductFrame
            product={product}
            parent={volume ?? product.parentProducts[0] ?? null}
            mediaLabel="Video"
            prompt={hasPlaylist ? <AccessPrompt product={product} itemName="video" /> : null}
            media={
              src && isPermittedFor(viewer, product) ? (
                <VideoMedia product={product} src={src} />
              ) : undefined
            }
            exploreFurther={volume ? [...siblings, volume] : siblings}
          />
        );
      }}
    </ProductPageLoader>
  );
}
