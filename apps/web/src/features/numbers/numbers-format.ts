import type { Money } from '@cadenza/domain';
import { formatMoney } from '../../lib/format-money';

/** '12.5%', or '–' when there was nothing to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-GB')}%`;
}

/** '3 h 05 min', '12 min', '45 s'. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours.toLocaleString('en-GB')} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Each currency's amount, 'none' when the list is empty: '£19.98 · $12.99'. */
export function formatAmounts(amounts: readonly Money[]): string {
  if (amounts.length === 0) return 'none';
  return amounts
    .map((amount) => formatMoney({ amount: amount.amountMinor, currency: amount.currency }))
    .join(' · ');
}

const eventLabels: Record<string, string> = {
  signup: 'Sign-up',
  login_request: 'Login request',
  login_success: 'Login success',
  login_failure: 'Login failure',
  payment_action: 'Payment action',
  dialog_navigation: 'Dialog navigation',
  search_result_click: 'Search result click',
  browse_click: 'Browse click',
  playback: 'Playback',
  pronunciation_playback: 'Pronunciation playback',
  asset_load: 'Asset load',
  ad_conversion: 'Ad conversion',
  search_no_result: 'Search with no result',
};

/** An event's name as the dashboard shows it. */
export function eventLabel(name: string): string {
  return eventLabels[name] ?? name;
}

/** '1 Mar' for a chart's axis. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The last `days` UTC days up to today, as the date inputs spell them. */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
