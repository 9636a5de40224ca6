import type { ProductSummary, ProductType } from '@cadenza/domain';
import { AppLink } from '../../../components/app-link';
import { mediaUrl } from '../../../lib/media-url';
import { formatDuration } from '../format';
import { productHref } from '../product-href';
import styles from './product-card.module.css';

type CardVariant = 'collection' | 'volume' | 'video' | 'default';

/** Spec §2: cards vary by type: collection, volume, video, default. */
export function cardVariantOf(type: ProductType): CardVariant {
  switch (type) {
    case 'collection':
      return 'collection';
    case 'volume':
      return 'volume';
    case 'video':
    case 'performance':
    case 'explore':
    case 'masterclass':
      return 'video';
    case 'piece':
    case 'reading':
    case 'aboutComposer':
    case 'aboutVolume':
    case 'aboutMusic':
    case 'credits':
    case 'readingSinglePage':
    case 'readingNavigated':
    case 'readingPdf':
      return 'default';
  }
}

/** Spec §9 card sizes: landscape 400x200, portrait 212x288. */
const imageSizes: Record<CardVariant, { width: number; height: number }> = {
  collection: { width: 400, height: 200 },
  volume: { width: 212, height: 288 },
  video: { width: 400, height: 200 },
  default: { width: 212, height: 288 },
};

function bylineOf(product: ProductSummary, variant: CardVariant): string | null {
  if (variant === 'video') return product.featuredArtist ?? product.composer ?? product.subtitle;
  return product.composer ?? product.subtitle ?? product.featuredArtist;
}

interface ProductCardProps {
  product: ProductSummary;
  /** The hero carousel's large card: cover beside the title. */
  isFeatured?: boolean;
  /** In view on arrival: loaded at once and early rather than lazily. */
  isPriority?: boolean;
}

export function ProductCard({ product, isFeatured = false, isPriority = false }: ProductCardProps) {
  const variant = cardVariantOf(product.type);
  const href = productHref(product);
  const byline = bylineOf(product, variant);
  const size = imageSizes[variant];
  const className = isFeatured ? `${styles.card} ${styles.featured}` : styles.card;
  const content = (
    <>
      <span className={styles.imageFrame} data-variant={variant}>
        <img
          className={styles.image}
          src={mediaUrl(product.coverImage.url)}
          width={size.width}
          height={size.height}
          alt=""
          loading={isPriority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {product.videoDuration !== null && (
          <span className={styles.duration}>{formatDuration(product.videoDuration)}</span>
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{product.title}</span>
        {byline && <span className={styles.byline}>{byline}</span>}
      </span>
    </>
  );
  return href ? (
    <AppLink to={href} className={className} data-variant={variant}>
      {content}
    </AppLink>
  ) : (
    <div className={className} data-variant={variant}>
      {content}
    </div>
  );
}
