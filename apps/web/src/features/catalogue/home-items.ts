import type { HomeCarousel, ProductSummary } from '@cadenza/domain';

const videoTypes = new Set<ProductSummary['type']>(['video', 'explore']);

/**
 * Spec §2: with the video feature off, video items leave the carousels and performance items
 * stay in them; rows left empty are dropped.
 */
export function visibleHomeCarousels(
  carousels: readonly HomeCarousel[],
  isVideoFeatureOn: boolean,
): HomeCarousel[] {
  return carousels
    .map((carousel) => ({
      ...carousel,
      items: isVideoFeatureOn
        ? carousel.items
        : carousel.items.filter((item) => !videoTypes.has(item.type)),
    }))
    .filter((carousel) => carousel.items.length > 0);
}
