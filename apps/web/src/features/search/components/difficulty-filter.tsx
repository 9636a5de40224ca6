import type { Instrument } from '@cadenza/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import type { TickedDifficultyBands } from '../difficulty-filter-state';
import { MenuTriggerStandIn, type MenuHandOver } from './menu-trigger';
import styles from './difficulty-filter.module.css';

type InstrumentMenuComponent = typeof import('./instrument-menu').InstrumentMenu;

/**
 * Radix's dropdown is not part of the page's first download: the page draws with stand-in
 * triggers, and the menus replace them once their chunk is in. The chunk is asked for once the
 * page has drawn (it would otherwise share the network with the first view), or at once when a
 * person reaches for a menu before then. A chunk that fails to load is thrown to the page's error
 * boundary, as a lazy component's would be.
 */
function useInstrumentMenu(isWanted: boolean): InstrumentMenuComponent | null {
  const [menu, setMenu] = useState<InstrumentMenuComponent | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    import('./instrument-menu').then(
      (module) => {
        if (isCurrent) setMenu(() => module.InstrumentMenu);
      },
      (error: unknown) => {
        if (isCurrent)
          setFailure(error instanceof Error ? error : new Error('the menu could not be loaded'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  if (failure) throw failure;
  return menu;
}

interface DifficultyFilterProps {
  value: TickedDifficultyBands;
  onChange: (value: TickedDifficultyBands) => void;
}

const instruments: readonly Instrument[] = ['piano', 'vocal'];

/** Piano and vocal dropdowns with elementary, intermediate, advanced and select-all (spec §2). */
export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  const [handOver, setHandOver] = useState<{ instrument: Instrument; how: MenuHandOver } | null>(
    null,
  );
  const handOverTo = useCallback((instrument: Instrument, how: MenuHandOver) => {
    setHandOver({ instrument, how });
  }, []);
  const InstrumentMenu = useInstrumentMenu(useAfterFirstPaint() || handOver !== null);
  return (
    <div className={styles.filter} role="group" aria-label="Difficulty">
      <span className={styles.label} aria-hidden="true">
        Difficulty:
      </span>
      {instruments.map((instrument) =>
        InstrumentMenu ? (
          <InstrumentMenu
            key={instrument}
            instrument={instrument}
            value={value}
            onChange={onChange}
            handOver={handOver?.instrument === instrument ? handOver.how : null}
          />
        ) : (
          <MenuTriggerStandIn
            key={instrument}
            instrument={instrument}
            ticked={value[instrument]}
            onHandOver={handOverTo}
          />
        ),
      )}
    </div>
  );
}
