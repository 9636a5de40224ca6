import { difficultyBands, type Instrument } from '@cadenza/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons/ui-icons';
import {
  areAllBandsTicked,
  toggleAllBands,
  toggleBand,
  type TickedDifficultyBands,
} from '../difficulty-filter-state';
import styles from './difficulty-filter.module.css';

const instrumentLabels: Record<Instrument, string> = { piano: 'Piano', vocal: 'Vocal' };

interface DifficultyFilterProps {
  value: TickedDifficultyBands;
  onChange: (value: TickedDifficultyBands) => void;
}

/** Piano and vocal dropdowns with elementary, intermediate, advanced and select-all (spec §2). */
export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  return (
    <div className={styles.filter} role="group" aria-label="Difficulty">
      <span className={styles.label} aria-hidden="true">
        Difficulty:
      </span>
      {(['piano', 'vocal'] as const).map((instrument) => (
        <InstrumentMenu
          key={instrument}
          instrument={instrument}
          value={value}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

function InstrumentMenu({
  instrument,
  value,
  onChange,
}: DifficultyFilterProps & { instrument: Instrument }) {
  const ticked = value[instrument];
  const summary = ticked.length === 0 || ticked.length === 3 ? 'all levels' : ticked.join(', ');
  // Keep the menu open while levels are ticked.
  const keepOpen = (event: Event) => {
    event.preventDefault();
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <span>
          {instrumentLabels[instrument]}: {summary}
        </span>
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
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
