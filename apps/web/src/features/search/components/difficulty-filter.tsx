import type { Instrument } from '@cadenza/domain';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { TickedDifficultyBands } from '../difficulty-filter-state';
import { MenuTriggerStandIn, type MenuHandOver } from './menu-trigger';
import styles from './difficulty-filter.module.css';

// Radix's dropdown is not part of the page's first download: the page draws with stand-in
// triggers, and the menus replace them as soon as their chunk is in.
const InstrumentMenu = lazy(() =>
  import('./instrument-menu').then((module) => ({ default: module.InstrumentMenu })),
);

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
  return (
    <div className={styles.filter} role="group" aria-label="Difficulty">
      <span className={styles.label} aria-hidden="true">
        Difficulty:
      </span>
      {instruments.map((instrument) => (
        <Suspense
          key={instrument}
          fallback={
            <MenuTriggerStandIn
              instrument={instrument}
              ticked={value[instrument]}
              onHandOver={handOverTo}
            />
          }
        >
          <InstrumentMenu
            instrument={instrument}
            value={value}
            onChange={onChange}
            handOver={handOver?.instrument === instrument ? handOver.how : null}
          />
        </Suspense>
      ))}
    </div>
  );
}
