import type { Product } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../lib/media-url';
import styles from './product-frame.module.css';

interface MediaRegionProps {
  product: Product;
  /** The region's name: 'Score', 'Video', 'Reading'. */
  label: string;
  /** Shown under the preview: the subscribe prompt. */
  children?: ReactNode;
  /** The practice tools; when given they replace the preview image and the prompt follows them. */
  content?: ReactNode;
}

/**
 * Where the score viewer, video player or reading goes (the practice tools); until they
 * load, the product's preview image stands in.
 */
export function MediaRegion({ product, label, children, content }: MediaRegionProps) {
  if (content) {
    return (
      <section className={styles.media} aria-label={label}>
        {content}
        {children}
      </section>
    );
  }
  return (
    <section className={styles.media} aria-label={label}>
      <img
        className={styles.preview}
        src={mediaUrl(product.previewImage.url)}
        alt={`${product.title}: preview`}
        width={800}
        height={450}
      />
      {children && <div className={styles.mediaPrompt}>{children}</div>}
    </section>
  );
}
