import { difficultyBands, type Instrument } from '@cadenza/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef } from 'react';
import { CheckIcon } from '../../../components/icons/ui-icons';
import {
  areAllBandsTicked,
  toggleAllBands,
  toggleBand,
  type TickedDifficultyBands,
} from '../difficulty-filter-state';
import { MenuTriggerLabel, type MenuHandOver } from './menu-trigger';
import styles from './difficulty-filter.module.css';

export interface InstrumentMenuProps {
  instrument: Instrument;
  value: TickedDifficultyBands;
  onChange: (value: TickedDifficultyBands) => void;
  /** What was done to the stand-in trigger before this menu's code arrived. */
  handOver: MenuHandOver | null;
}

/** One instrument's dropdown: select-all, then each band, ticked as they are filtered. */
export function InstrumentMenu({ instrument, value, onChange, handOver }: InstrumentMenuProps) {
  const ticked = value[instrument];
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Taken on mount: a later opening is the menu's own.
  const handOverRef = useRef(handOver);
  // The stand-in hands the focus over as it leaves, in the commit that mounts this menu.
  useLayoutEffect(() => {
    if (handOver === 'focus') triggerRef.current?.focus();
  }, [handOver]);
  // Keep the menu open while levels are ticked.
  const keepOpen = (event: Event) => {
    event.preventDefault();
  };
  const isOpenedByStandIn = handOver === 'keyboard' || handOver === 'pointer';
  return (
    <DropdownMenu.Root modal={false} defaultOpen={isOpenedByStandIn}>
      <DropdownMenu.Trigger ref={triggerRef} className={styles.trigger}>
        <MenuTriggerLabel instrument={instrument} ticked={ticked} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="start"
          sideOffset={4}
          onFocus={(event) => {
            // Opened from the keyboard before the menu was here: on to its first item, as the
            // menu itself does after a key it saw (it focuses itself first).
            if (event.target !== event.currentTarget || handOverRef.current !== 'keyboard') return;
            handOverRef.current = null;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitemcheckbox"]')?.focus();
          }}
        >
          <DropdownMenu.CheckboxItem
            className={styles.item}
            checked={areAllBandsTicked(value, instrument)}
            onCheckedChange={() => {
              onChange(toggleAllBands(value, instrument));
            }}
            onSelect={keepOpen}
          >
            <ItemCheck />
            Select all
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className={styles.separator} />
          {difficultyBands.map((band) => (
            <DropdownMenu.CheckboxItem
              key={band}
              className={styles.item}
              checked={ticked.includes(band)}
              onCheckedChange={() => {
                onChange(toggleBand(value, instrument, band));
              }}
              onSelect={keepOpen}
            >
              <ItemCheck />
              {band}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ItemCheck() {
  return (
    <span className={styles.box} aria-hidden="true">
      <DropdownMenu.ItemIndicator>
        <CheckIcon width={14} height={14} />
      </DropdownMenu.ItemIndicator>
    </span>
  );
}
