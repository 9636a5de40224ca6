import { analyticsMessages, daysInRange, NUMBERS_RANGE_MAX_DAYS } from '@cadenza/domain';
import { useState, type SyntheticEvent } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { lastDays } from '../numbers-format';
import styles from './numbers.module.css';

export interface DayRange {
  from: string;
  to: string;
}

const PRESETS = [7, 30, 90] as const;

function problemOf(range: DayRange): string | null {
  if (!range.from || !range.to) return 'Choose the first and the last day.';
  const days = daysInRange(range.from, range.to);
  if (days < 1) return analyticsMessages.rangeOutOfOrder;
  if (days > NUMBERS_RANGE_MAX_DAYS) return analyticsMessages.rangeTooLong(NUMBERS_RANGE_MAX_DAYS);
  return null;
}

/** From and to (UTC days, both counted) and the usual ranges at one press. */
export function DateRangeForm({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemOf(draft);
    setProblem(found);
    if (!found) onChange(draft);
  }

  return (
    <form className={styles.rangeForm} onSubmit={submit} aria-label="Date range">
      <TextField
        label="From"
        type="date"
        value={draft.from}
        onChange={(event) => {
          setDraft({ ...draft, from: event.target.value });
        }}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        error={problem ?? undefined}
        onChange={(event) => {
          setDraft({ ...draft, to: event.target.value });
        }}
      />
      <Button type="submit">Show</Button>
      <div className={styles.presets} role="group" aria-label="Recent days">
        {PRESETS.map((days) => (
          <Button
            key={days}
            variant="ghost"
            size="small"
            onClick={() => {
              const next = lastDays(days);
              setDraft(next);
              setProblem(null);
              onChange(next);
            }}
          >
            Last {days} days
          </Button>
        ))}
      </div>
    </form>
  );
}
