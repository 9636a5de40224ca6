/** Spec §9 carousel constants. */
export const CAROUSEL_SCROLL_ANIMATION_MS = 500;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 200;
export const CAROUSEL_SCROLL_DEBOUNCE_MS = 100;
/** The hero carousel opens centred on this item. */
export const HERO_START_INDEX = 1;

/** Items per view by window width: under 600 → 1, under 768 → 2, under 1024 → 3, else 4. */
export function carouselItemsPerView(windowWidth: number): number {
  if (windowWidth < 600) return 1;
  if (windowWidth < 768) return 2;
  if (windowWidth < 1024) return 3;
  return 4;
}

/** Spec §9: bottom margin 64 px at widths of 582 or less, else 48. */
export function carouselBottomMargin(windowWidth: number): number {
  return windowWidth <= 582 ? 64 : 48;
}

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface ScrollButtonsState {
  /** Everything is visible: the whole button group hides. */
  isContentFitting: boolean;
  canScrollBack: boolean;
  canScrollForward: boolean;
}

/** Sub-pixel layouts leave a fraction of a pixel at the ends. */
const EDGE_TOLERANCE_PX = 1;

/** Each scroll button hides at its edge of the scroll. */
export function scrollButtonsState({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: ScrollMetrics): ScrollButtonsState {
  const maxScrollLeft = scrollWidth - clientWidth;
  return {
    isContentFitting: maxScrollLeft <= EDGE_TOLERANCE_PX,
    canScrollBack: scrollLeft > EDGE_TOLERANCE_PX,
    canScrollForward: scrollLeft < maxScrollLeft - EDGE_TOLERANCE_PX,
  };
}

/** The scroll position that puts an item in the middle of the view, within the scroll range. */
export function centredScrollLeft(options: {
  itemOffsetLeft: number;
  itemWidth: number;
  clientWidth: number;
  scrollWidth: number;
}): number {
  const { itemOffsetLeft, itemWidth, clientWidth, scrollWidth } = options;
  const target = itemOffsetLeft + itemWidth / 2 - clientWidth / 2;
  return clampScrollLeft(target, { clientWidth, scrollWidth });
}

/**
 * One view further (or back), starting on an item's edge, within the scroll range.
 * `itemStep` is an item's width plus the gap between items.
 */
export function pageScrollLeft(
  metrics: ScrollMetrics & { itemStep: number },
  direction: 1 | -1,
): number {
  const { scrollLeft, clientWidth, itemStep } = metrics;
  const itemsPerPage = itemStep > 0 ? Math.max(1, Math.floor((clientWidth + 1) / itemStep)) : 0;
  const distance = itemsPerPage > 0 ? itemsPerPage * itemStep : clientWidth;
  const target = scrollLeft + direction * distance;
  const aligned = itemStep > 0 ? Math.round(target / itemStep) * itemStep : target;
  return clampScrollLeft(aligned, metrics);
}

function clampScrollLeft(
  target: number,
  { clientWidth, scrollWidth }: Pick<ScrollMetrics, 'clientWidth' | 'scrollWidth'>,
): number {
  return Math.min(Math.max(0, target), Math.max(0, scrollWidth - clientWidth));
}

/** Ease in and out: slow start, fast middle, slow end. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}
