import type { DateRangeQuery, Numbers } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { buttonClassName } from '../../../components/ui/button';
import { LoadingArea, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { numbersCsvHref, numbersQueries } from '../api/numbers-api';
import { formatAmounts, formatRate } from '../numbers-format';
import { DailyChart } from './daily-chart';
import { DateRangeForm, type DayRange } from './date-range-form';
import { NumbersLists } from './numbers-lists';
import styles from './numbers.module.css';

/**
 * The operations numbers over a range of days: the headline figures, a chart a day of sign-ups,
 * trials and paying subscribers, then the searches that found nothing and the pieces practised
 * most; the whole as CSV. Each figure is defined in ARCHITECTURE.md ("Numbers").
 */
export function NumbersDashboard({
  range,
  onRangeChange,
}: {
  range: DateRangeQuery;
  onRangeChange: (range: DayRange) => void;
}) {
  const numbers = useQuery(numbersQueries.numbers(range));
  // The days answered for, or those asked for while there is no answer (an error included).
  const shown = numbers.data?.range ?? { from: range.from ?? '', to: range.to ?? '' };
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <DateRangeForm key={`${shown.from}/${shown.to}`} range={shown} onChange={onRangeChange} />
        {numbers.data && (
          <a
            href={numbersCsvHref(numbers.data.range)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            Download CSV
          </a>
        )}
      </div>
      {numbers.isPending && (
        <LoadingArea>
          <Skeleton shape="heading" />
          <Skeleton shape="block" />
        </LoadingArea>
      )}
      {numbers.isError && (
        <LoadFailure message={errorMessage(numbers.error)} onRetry={() => void numbers.refetch()} />
      )}
      {numbers.data && <NumbersView numbers={numbers.data} />}
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {detail && <dd className={styles.figureDetail}>{detail}</dd>}
    </div>
  );
}

function NumbersView({ numbers }: { numbers: Numbers }) {
  const { conversion, churn } = numbers;
  const series = (pick: (day: Numbers['days'][number]) => number) =>
    numbers.days.map((day) => ({ day: day.day, value: pick(day) }));
  return (
    <>
      <dl className={styles.figures} aria-label="Figures of the range">
        <Figure label="Sign-ups" value={numbers.signups} />
        <Figure label="Trials started" value={numbers.trialsStarted} />
        <Figure
          label="Trial to paid"
          value={formatRate(conversion.rate)}
          detail={`${String(conversion.converted)} of ${String(conversion.trialsEnded)} trials ended`}
        />
        <Figure label="Paying subscribers" value={numbers.activeSubscribers} detail="at the end" />
        <Figure
          label="Churn"
          value={formatRate(churn.rate)}
          detail={`${String(churn.churned)} left of ${String(churn.subscribersAtStart)} at the start`}
        />
        <Figure label="MRR" value={formatAmounts(numbers.mrr)} detail="at the end" />
        <Figure
          label="Recovered by dunning"
          value={numbers.recovered.payments}
          detail={formatAmounts(numbers.recovered.amounts)}
        />
      </dl>
      <div className={styles.charts}>
        <DailyChart title="Sign-ups a day" values={series((day) => day.signups)} />
        <DailyChart title="Trials started a day" values={series((day) => day.trialsStarted)} />
        <DailyChart
          title="Paying subscribers at the end of each day"
          values={series((day) => day.activeSubscribers)}
        />
      </div>
      <NumbersLists numbers={numbers} />
    </>
  );
}
