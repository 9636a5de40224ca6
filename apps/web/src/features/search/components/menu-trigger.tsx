import type { Instrument } from '@cadenza/domain';
import { useLayoutEffect, useRef } from 'react';
import { ChevronDownIcon } from '../../../components/icons/ui-icons';
import type { TickedDifficultyBands } from '../difficulty-filter-state';
import styles from './difficulty-filter.module.css';

/**
 * What a person did to a menu's stand-in trigger before the menu's code arrived: opened it with
 * a key or a click, or only moved the focus to it. The menu takes over from there.
 */
export type MenuHandOver = 'keyboard' | 'pointer' | 'focus';

const instrumentLabels: Record<Instrument, string> = { piano: 'Piano', vocal: 'Vocal' };

interface MenuTriggerLabelProps {
  instrument: Instrument;
  ticked: TickedDifficultyBands[Instrument];
}

/** 'Piano: all levels', or the levels ticked, and the menu's chevron. */
export function MenuTriggerLabel({ instrument, ticked }: MenuTriggerLabelProps) {
  const summary = ticked.length === 0 || ticked.length === 3 ? 'all levels' : ticked.join(', ');
  return (
    <>
      <span>
        {instrumentLabels[instrument]}: {summary}
      </span>
      <ChevronDownIcon width={16} height={16} />
    </>
  );
}

interface MenuTriggerStandInProps extends MenuTriggerLabelProps {
  /** Asked to open, or left focused when the menu replaces it (a stable function). */
  onHandOver: (instrument: Instrument, handOver: MenuHandOver) => void;
}

/**
 * The menu's trigger while the menu's code (Radix's dropdown, about 30 KB compressed) is still
 * loading after the page has drawn: it looks and is named the same, and opening it opens the
 * menu once the code is in.
 */
export function MenuTriggerStandIn({ instrument, ticked, onHandOver }: MenuTriggerStandInProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Replaced while focused: the menu's trigger takes the focus (React runs this before the
  // button leaves the page).
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      if (document.activeElement === button) onHandOver(instrument, 'focus');
    };
  }, [instrument, onHandOver]);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded="false"
      onClick={() => {
        onHandOver(instrument, 'pointer');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onHandOver(instrument, 'keyboard');
      }}
    >
      <MenuTriggerLabel instrument={instrument} ticked={ticked} />
    </button>
  );
}
