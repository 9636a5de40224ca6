import {
  addDaysToDay,
  analyticsMessages,
  daysInRange,
  NUMBERS_TOP_ROWS,
  resolveDateRange,
  type DateRange,
  type DateRangeQuery,
  type Numbers,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CurrencyAmount, DayCount, NumbersRepository, Span } from './numbers.repository.js';

export interface NumbersServiceDependencies {
  repository: NumbersRepository;
  clock: Clock;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The range asked for, ending today at the latest: no figure is given for days still to come. */
export function rangeUpToToday(query: DateRangeQuery, now: Date): DateRange {
  const today = now.toISOString().slice(0, 10);
  const range = resolveDateRange(query, today);
  const to = range.to > today ? today : range.to;
  if (range.from > to) throw new AppError('badRequest', analyticsMessages.rangeInFuture);
  return { from: range.from, to };
}

/** From the start of the first day to the end of the last, or to now if that is sooner. */
export function spanOf(range: DateRange, now: Date): Span {
  const end = startOfDay(addDaysToDay(range.to, 1));
  return { start: startOfDay(range.from), end: end < now ? end : now };
}

const rateOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const money = (rows: CurrencyAmount[]) =>
  rows.map((row) => ({ currency: row.currency, amountMinor: Math.round(row.amountMinor) }));

/** The operations dashboard over a range of UTC days (ARCHITECTURE.md, "Numbers"). */
export function createNumbersService(deps: NumbersServiceDependencies) {
  const { repository } = deps;
  return {
    async numbers(query: DateRangeQuery): Promise<Numbers> {
      const now = deps.clock.now();
      const range = rangeUpToToday(query, now);
      const span = spanOf(range, now);
      const days = Array.from({ length: daysInRange(range.from, range.to) }, (_, index) =>
        addDaysToDay(range.from, index),
      );
      const dayEnds = days.map((day) => spanOf({ from: day, to: day }, now).end);
      const [signups, trials, paying, atStart, conversion, churned, mrr, recovered] =
        await Promise.all([
          repository.signupsByDay(span),
          repository.trialsStartedByDay(span),
          repository.payingSubscribersAt(dayEnds),
          repository.payingSubscribersAt([span.start]),
          repository.trialConversion(span),
          repository.churned(span),
          repository.monthlyRevenueAt(span.end),
          repository.recoveredByDunning(span),
        ]);
      const [searches, pieces, events] = await Promise.all([
        repository.noResultSearches(span, NUMBERS_TOP_ROWS),
        repository.practisedPieces(range, NUMBERS_TOP_ROWS),
        repository.eventCounts(span),
      ]);
      const countOn = (rows: DayCount[], day: string) =>
        rows.find((row) => row.day === day)?.count ?? 0;
      const subscribersAtStart = atStart[0] ?? 0;
      return {
        range,
        days: days.map((day, index) => ({
          day,
          signups: countOn(signups, day),
          trialsStarted: countOn(trials, day),
          activeSubscribers: paying[index] ?? 0,
        })),
        signups: signups.reduce((sum, row) => sum + row.count, 0),
        trialsStarted: trials.reduce((sum, row) => sum + row.count, 0),
        conversion: { ...conversion, rate: rateOf(conversion.converted, conversion.trialsEnded) },
        activeSubscribers: paying.at(-1) ?? 0,
        churn: { subscribersAtStart, churned, rate: rateOf(churned, subscribersAtStart) },
        mrr: money(mrr),
        recovered: {
          payments: recovered.reduce((sum, row) => sum + row.count, 0),
          amounts: money(recovered),
        },
        noResultSearches: searches,
        events,
        practisedPieces: pieces.map((piece) => ({ ...piece, seconds: Math.round(piece.seconds) })),
      };
    },
  };
}

export type NumbersService = ReturnType<typeof createNumbersService>;
