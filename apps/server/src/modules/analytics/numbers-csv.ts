import type { Money, Numbers } from '@cadenza/domain';

type Cell = string | number | null;

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula is made plain text. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The dashboard as one table: a row per metric and key (day, currency, query or piece). */
export function numbersToCsv(numbers: Numbers): string {
  const rows: Cell[][] = [['metric', 'key', 'label', 'value']];
  const add = (metric: string, key: string, label: string, value: number | null) =>
    rows.push([metric, key, label, value]);
  const addMoney = (metric: string, amounts: Money[]) => {
    for (const amount of amounts) add(metric, amount.currency, 'minor units', amount.amountMinor);
  };
  const { from, to } = numbers.range;
  const range = `${from}/${to}`;
  for (const day of numbers.days) {
    add('signups', day.day, '', day.signups);
    add('trials_started', day.day, '', day.trialsStarted);
    add('active_subscribers', day.day, 'end of day', day.activeSubscribers);
  }
  add('signups', range, 'total', numbers.signups);
  add('trials_started', range, 'total', numbers.trialsStarted);
  add('trials_ended', range, '', numbers.conversion.trialsEnded);
  add('trials_converted', range, '', numbers.conversion.converted);
  add('trial_conversion_rate', range, '', numbers.conversion.rate);
  add('active_subscribers', to, 'end of range', numbers.activeSubscribers);
  add('subscribers_at_start', from, '', numbers.churn.subscribersAtStart);
  add('churned', range, '', numbers.churn.churned);
  add('churn_rate', range, '', numbers.churn.rate);
  addMoney('mrr', numbers.mrr);
  add('recovered_payments', range, '', numbers.recovered.payments);
  addMoney('recovered_amount', numbers.recovered.amounts);
  for (const search of numbers.noResultSearches)
    add('no_result_search', search.query, '', search.searches);
  for (const event of numbers.events) add('events', event.name, range, event.count);
  for (const piece of numbers.practisedPieces) {
    add('practice_seconds', piece.productId, piece.title, piece.seconds);
    add('practice_people', piece.productId, piece.title, piece.people);
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
