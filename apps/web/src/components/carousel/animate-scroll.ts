import { CAROUSEL_SCROLL_ANIMATION_MS, easeInOutCubic } from './carousel-layout';

/**
 * Scrolls an element horizontally to `to` over the spec's 500 ms, eased. Returns a function
 * that stops the animation where it is. Reduced motion jumps straight there.
 */
export function animateScrollLeft(
  element: HTMLElement,
  to: number,
  durationMs: number = CAROUSEL_SCROLL_ANIMATION_MS,
): () => void {
  const from = element.scrollLeft;
  const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (from === to || prefersReducedMotion || durationMs <= 0) {
    element.scrollLeft = to;
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | null = null;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    element.scrollLeft = from + (to - from) * easeInOutCubic(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
  };
}
