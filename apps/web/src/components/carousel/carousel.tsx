import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/ui-icons';
import { animateScrollLeft } from './animate-scroll';
import {
  carouselBottomMargin,
  carouselItemsPerView,
  CAROUSEL_SCROLL_DEBOUNCE_MS,
  centredScrollLeft,
  HERO_START_INDEX,
  pageScrollLeft,
  scrollButtonsState,
  type ScrollButtonsState,
} from './carousel-layout';
import styles from './carousel.module.css';
import { useWindowWidth } from './use-window-width';

export type CarouselVariant = 'hero' | 'standard';

interface CarouselProps<Item> {
  title: string;
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  variant?: CarouselVariant;
}

const allHidden: ScrollButtonsState = {
  isContentFitting: true,
  canScrollBack: false,
  canScrollForward: false,
};

function itemStepOf(list: HTMLElement): number {
  const [first, second] = Array.from(list.children) as HTMLElement[];
  if (!first) return 0;
  return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
}

/**
 * A horizontal row of items with back/forward buttons: each button hides at its edge and the
 * group hides when everything fits. The hero row opens centred on its second item.
 */
export function Carousel<Item>({
  title,
  items,
  getKey,
  renderItem,
  variant = 'standard',
}: CarouselProps<Item>) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const stopAnimationRef = useRef<() => void>(() => undefined);
  const windowWidth = useWindowWidth();
  const [buttons, setButtons] = useState<ScrollButtonsState>(allHidden);
  const itemsPerView = carouselItemsPerView(windowWidth);

  const updateButtons = useCallback(() => {
    const list = listRef.current;
    if (list) setButtons(scrollButtonsState(list));
  }, []);
  const updateButtonsAfterScroll = useDebouncedCallback(updateButtons, CAROUSEL_SCROLL_DEBOUNCE_MS);

  useLayoutEffect(() => {
    const list = listRef.current;
    const item = list?.children[HERO_START_INDEX] as HTMLElement | undefined;
    if (variant !== 'hero' || !list || !item) return;
    list.scrollLeft = centredScrollLeft({
      itemOffsetLeft: item.offsetLeft,
      itemWidth: item.offsetWidth,
      clientWidth: list.clientWidth,
      scrollWidth: list.scrollWidth,
    });
    // Only on first showing: later the visitor's own scrolling wins.
  }, [variant]);

  useEffect(() => {
    updateButtons();
  }, [updateButtons, items.length, windowWidth]);

  useEffect(
    () => () => {
      stopAnimationRef.current();
    },
    [],
  );

  function scrollPage(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    stopAnimationRef.current();
    const target = pageScrollLeft(
      {
        scrollLeft: list.scrollLeft,
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
        itemStep: itemStepOf(list),
      },
      direction,
    );
    stopAnimationRef.current = animateScrollLeft(list, target);
  }

  const className = variant === 'hero' ? `${styles.carousel} ${styles.hero}` : styles.carousel;
  return (
    <section
      className={className}
      aria-labelledby={headingId}
      style={
        {
          '--items-per-view': itemsPerView,
          marginBottom: carouselBottomMargin(windowWidth),
        } as React.CSSProperties
      }
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.buttons} hidden={buttons.isContentFitting}>
          <button
            type="button"
            className={styles.button}
            aria-label={`Scroll ${title} back`}
            hidden={!buttons.canScrollBack}
            onClick={() => {
              scrollPage(-1);
            }}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label={`Scroll ${title} forward`}
            hidden={!buttons.canScrollForward}
            onClick={() => {
              scrollPage(1);
            }}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={listRef} className={styles.track} onScroll={updateButtonsAfterScroll}>
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
