import type { Product, ProductSummary } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { MediaRegion } from './media-placeholder';
import { MediaPreparing } from './media-preparing';
import { ProductCarousel } from './product-carousel';
import { ProductDetails } from './product-details';
import { ProductHeader } from './product-header';
import { SideList } from './side-list';
import styles from './product-frame.module.css';

export interface ProductFrameProps {
  product: Product;
  parent: ProductSummary | null;
  mediaLabel: string;
  /** The subscribe prompt, when the viewer lacks full access. */
  prompt?: ReactNode;
  sideList?: { title: string; items: readonly ProductSummary[] };
  exploreFurther?: readonly ProductSummary[];
  /** Extra lines under the header (a reading's volume and composer). */
  children?: ReactNode;
  /** The practice tools (score player, video, reading) in place of the preview image. */
  media?: ReactNode;
  /**
   * A score is the page (pieces, performances): the page may be wider than the others and the
   * side list goes under the content, so the score gets the width.
   */
  isScoreFirst?: boolean;
}

/**
 * Header, content area with the side list, details and 'Explore further'. While the product's
 * media are still being made, the content area says so instead of offering to play them.
 */
export function ProductFrame({
  product,
  parent,
  mediaLabel,
  prompt,
  sideList,
  exploreFurther = [],
  children,
  media,
  isScoreFirst = false,
}: ProductFrameProps) {
  useDocumentTitle(product.title);
  return (
    <article
      className={isScoreFirst ? `${styles.frame} ${styles.scoreFirst}` : styles.frame}
      data-page-width={isScoreFirst ? 'wide' : undefined}
    >
      <ProductHeader product={product} parent={parent} />
      {children}
      <div className={styles.body}>
        {product.mediaReady ? (
          <MediaRegion product={product} label={mediaLabel} content={media}>
            {prompt}
          </MediaRegion>
        ) : (
          <MediaRegion product={product} label={mediaLabel}>
            <MediaPreparing label={mediaLabel} />
          </MediaRegion>
        )}
        {sideList && (
          <SideList title={sideList.title} items={sideList.items} currentId={product.id} />
        )}
      </div>
      <ProductDetails product={product} />
      <ProductCarousel title="Explore further" products={exploreFurther} />
    </article>
  );
}
