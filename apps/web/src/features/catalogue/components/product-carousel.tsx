import type { ProductSummary } from '@cadenza/domain';
import { Carousel, type CarouselVariant } from '../../../components/carousel/carousel';
import { ProductCard } from './product-card';

interface ProductCarouselProps {
  title: string;
  products: readonly ProductSummary[];
  variant?: CarouselVariant;
  /**
   * How many leading items are in view when the page opens: their images load at once
   * rather than lazily (the page's largest paint is often one of them).
   */
  priorityItems?: number;
}

export function ProductCarousel({
  title,
  products,
  variant,
  priorityItems = 0,
}: ProductCarouselProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      title={title}
      items={products}
      getKey={(product) => product.id}
      renderItem={(product, index) => (
        <ProductCard
          product={product}
          isFeatured={variant === 'hero'}
          isPriority={index < priorityItems}
        />
      )}
      {...(variant ? { variant } : {})}
    />
  );
}
