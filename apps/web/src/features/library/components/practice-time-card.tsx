import { PRACTICE_CHART_DAYS, type PracticeTime } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { LoadFailure } from '../../../components/load-failure';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { utcOffsetMinutes } from '../../../lib/calendar-day';
import { paths } from '../../../lib/paths';
import { useIsAuthenticated } from '../../../lib/session-store';
import { libraryQueries } from '../api/library-api';
import { formatChartDay, formatLongDay, formatPracticeTime } from '../library-format';
import { libraryText } from '../library-messages';
import styles from './library.module.css';

const RANGES = [7, PRACTICE_CHART_DAYS.default] as const;

/**
 * The account page's practice time: a bar a day over the last 7 or 30 days (the person's own
 * calendar days), the total, and the pieces practised most, with a link to the library.
 */
export function PracticeTimeCard() {
  const [days, setDays] = useState<number>(PRACTICE_CHART_DAYS.default);
  // Shown under RequireSignIn, which takes it away a render after a sign-out: never asked then.
  const isSignedIn = useIsAuthenticated();
  const time = useQuery({
    ...libraryQueries.practiceTime(days, utcOffsetMinutes()),
    enabled: isSignedIn,
  });
  return (
    <Card aria-labelledby="practice-time-title" className={styles.panel}>
      <CardHeader
        title={<span id="practice-time-title">Practice time</span>}
        aside={
          <div className={styles.rangeChoice} role="group" aria-label="Days shown">
            {RANGES.map((range) => (
              <Button
                key={range}
                variant="ghost"
                size="small"
                aria-pressed={days === range}
                onClick={() => {
                  setDays(range);
                }}
              >
                {range} days
              </Button>
            ))}
          </div>
        }
      />
      {time.isPending && (
        <LoadingArea>
          <Skeleton shape="block" />
        </LoadingArea>
      )}
      {time.isError && (
        <LoadFailure message={errorMessage(time.error)} onRetry={() => void time.refetch()} />
      )}
      {time.data && <PracticeTimeView time={time.data} />}
      <div>
        <AppLink
          to={paths.library.href()}
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          {libraryText.myLibrary}: favourites, recently practised, setlists
        </AppLink>
      </div>
    </Card>
  );
}

function PracticeTimeView({ time }: { time: PracticeTime }) {
  if (time.totalSeconds === 0)
    return (
      <EmptyState
        title={libraryText.noPracticeTime}
        action={
          <AppLink to={paths.browse.href()} className={buttonClassName()}>
            {libraryText.browse}
          </AppLink>
        }
      >
        <p>{libraryText.noPracticeTimeText}</p>
      </EmptyState>
    );
  const most = Math.max(...time.days.map((day) => day.seconds));
  const first = time.days[0];
  const last = time.days.at(-1);
  return (
    <>
      <p data-testid="practice-total">
        {formatPracticeTime(time.totalSeconds)} in the last {time.days.length} days
      </p>
      <figure className={styles.figure}>
        <ol
          className={styles.chart}
          aria-label="Practice time per day"
          data-testid="practice-chart"
        >
          {time.days.map((day) => (
            <li
              key={day.day}
              className={styles.chartDay}
              title={`${formatChartDay(day.day)}: ${formatPracticeTime(day.seconds)}`}
            >
              <span className="visually-hidden">
                {formatLongDay(day.day)}: {formatPracticeTime(day.seconds)}
              </span>
              <span
                className={styles.chartBar}
                data-empty={day.seconds === 0}
                style={{ height: `${String(most ? (day.seconds / most) * 100 : 0)}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
        {first && last && (
          <figcaption className={styles.chartLabels} aria-hidden="true">
            <span>{formatChartDay(first.day)}</span>
            <span>{formatChartDay(last.day)}</span>
          </figcaption>
        )}
      </figure>
      {time.pieces.length > 0 && (
        <>
          <h3 className={styles.sequenceTitle}>Pieces practised most</h3>
          <ol className={styles.list} aria-label="Pieces practised most">
            {time.pieces.map((piece) => (
              <li key={piece.product.id} className={styles.rowText}>
                <AppLink to={paths.piece.href(piece.product.id)}>{piece.product.title}</AppLink>
                <span className={styles.muted}>{formatPracticeTime(piece.seconds)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
