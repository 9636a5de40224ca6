/**
 * First-party analytics (spec §7: signup, login, payment, dialog navigation, a pixel track
 * event, the ad conversion on welcome). Events go to `window.cadenzaAnalytics` and as a
 * `cadenza:analytics` DOM event; nothing is sent to a third party.
 */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    cadenzaAnalytics?: AnalyticsEvent[];
  }
}

export const ANALYTICS_DOM_EVENT = 'cadenza:analytics';

export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  const entry: AnalyticsEvent = { ...data, event };
  window.cadenzaAnalytics ??= [];
  window.cadenzaAnalytics.push(entry);
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: entry }));
}
