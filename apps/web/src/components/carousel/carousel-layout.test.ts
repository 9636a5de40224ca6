import { describe, expect, it } from 'vitest';
import {
  carouselBottomMargin,
  carouselItemsPerView,
  centredScrollLeft,
  pageScrollLeft,
  scrollButtonsState,
} from './carousel-layout';

describe('items per view (spec §9)', () => {
  it.each([
    [320, 1],
    [599, 1],
    [600, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1440, 4],
  ])('at %i px shows %i', (width, count) => {
    expect(carouselItemsPerView(width)).toBe(count);
  });

  it('leaves 64 px below at 582 px or less, else 48', () => {
    expect(carouselBottomMargin(582)).toBe(64);
    expect(carouselBottomMargin(583)).toBe(48);
  });
});

describe('scroll buttons', () => {
  it('hide the whole group when the content fits', () => {
    expect(scrollButtonsState({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({
      isContentFitting: true,
      canScrollBack: false,
      canScrollForward: false,
    });
  });

  it('hide the back button at the start and the forward button at the end', () => {
    expect(scrollButtonsState({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      isContentFitting: false,
      canScrollBack: false,
      canScrollForward: true,
    });
    expect(scrollButtonsState({ scrollLeft: 600, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      isContentFitting: false,
      canScrollBack: true,
      canScrollForward: true,
    });
    expect(
      scrollButtonsState({ scrollLeft: 1199.6, scrollWidth: 2000, clientWidth: 800 }),
    ).toMatchObject({ canScrollBack: true, canScrollForward: false });
  });
});

describe('scroll targets', () => {
  it('centres an item, within the scroll range', () => {
    const view = { clientWidth: 1000, scrollWidth: 3000 };
    expect(centredScrollLeft({ itemOffsetLeft: 800, itemWidth: 800, ...view })).toBe(700);
    expect(centredScrollLeft({ itemOffsetLeft: 0, itemWidth: 800, ...view })).toBe(0);
    expect(centredScrollLeft({ itemOffsetLeft: 2800, itemWidth: 200, ...view })).toBe(2000);
  });

  it('moves one view of whole items at a time', () => {
    const metrics = { clientWidth: 1000, scrollWidth: 5000, itemStep: 250 };
    expect(pageScrollLeft({ ...metrics, scrollLeft: 0 }, 1)).toBe(1000);
    expect(pageScrollLeft({ ...metrics, scrollLeft: 1100 }, -1)).toBe(0);
    expect(pageScrollLeft({ ...metrics, scrollLeft: 3500 }, 1)).toBe(4000);
    expect(pageScrollLeft({ ...metrics, scrollLeft: 3900 }, 1)).toBe(4000);
  });
});
