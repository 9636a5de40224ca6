import type { ClientEvent } from '@cadenza/domain';
import { hasCookieConsent } from './cookie-consent';

/**
 * First-party analytics (spec: sign-up, login request/success/failure, payment actions, dialog
 * navigation, search result click, browse click, playback, pronunciation playback, asset
 * loads, ad conversion). Each event is announced in the page (`window.cadenzaAnalytics` and a
 * `cadenza:analytics` DOM event) and, only when the visitor accepted cookies, queued for our
 * own server: sent in batches, by `navigator.sendBeacon` (or a keepalive fetch) so that no
 * send ever holds the page, and flushed when the page is hidden. Nothing goes to a third party.
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
export const ANALYTICS_URL = '/api/analytics/events';
/** The server's batch limit (ANALYTICS_BATCH_MAX). */
const BATCH_MAX = 50;
/** Events wait this long for company before they are sent. */
export const ANALYTICS_FLUSH_DELAY_MS = 10_000;

let queue: ClientEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let isListening = false;

function send(events: ClientEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_URL, body))
      return;
    void fetch(ANALYTICS_URL, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Analytics never break the page.
  }
}

/** Sends what is queued now (the page is being hidden, or the delay has passed). */
export function flushAnalytics(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) send(queue.splice(0, BATCH_MAX));
}

function listenForPageHide(): void {
  if (isListening) return;
  isListening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}

/** Queues an event for the server, if the visitor consented; otherwise it is dropped here. */
export function recordEvent(event: ClientEvent): void {
  if (!hasCookieConsent()) return;
  listenForPageHide();
  queue.push(event);
  if (queue.length >= BATCH_MAX) flushAnalytics();
  else flushTimer ??= setTimeout(flushAnalytics, ANALYTICS_FLUSH_DELAY_MS);
}

/** How long an asset took to arrive, from `startedAt` (a `performance.now()` reading). */
export function recordAssetLoad(asset: string, startedAt: number): void {
  const milliseconds = Math.min(600_000, Math.max(0, Math.round(performance.now() - startedAt)));
  recordEvent({ name: 'asset_load', properties: { asset, milliseconds } });
}

/** Forgets what is queued (tests). */
export function resetAnalyticsQueue(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  queue = [];
}

const loginMethod = (data: Record<string, unknown>) =>
  data.method === 'facebook' ? ('facebook' as const) : ('password' as const);

const paymentActions = new Set([
  'payment-request',
  'payment-success',
  'payment-failure',
  'card-default-failure',
  'card-delete-failure',
  'subscription-cancelled',
  'subscription-cancel-failure',
]);

/** The server's name and properties for an event the app announces, or null if it keeps none. */
export function toClientEvent(event: string, data: Record<string, unknown>): ClientEvent | null {
  if (event === 'login-request')
    return { name: 'login_request', properties: { method: loginMethod(data) } };
  if (event === 'login-success')
    return { name: 'login_success', properties: { method: loginMethod(data) } };
  if (event === 'login-failure')
    return { name: 'login_failure', properties: { method: loginMethod(data) } };
  if (event === 'signup') return { name: 'signup', properties: { method: loginMethod(data) } };
  if (event === 'ad-conversion' && typeof data.offer === 'string' && data.offer !== '')
    return { name: 'ad_conversion', properties: { offerCode: data.offer.slice(0, 64) } };
  if (paymentActions.has(event))
    return { name: 'payment_action', properties: { action: event.replaceAll('-', '_') } };
  return null;
}

/** Announces an event in the page and records it (with consent) for the numbers. */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  const entry: AnalyticsEvent = { ...data, event };
  window.cadenzaAnalytics ??= [];
  window.cadenzaAnalytics.push(entry);
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: entry }));
  const clientEvent = toClientEvent(event, data);
  if (clientEvent) recordEvent(clientEvent);
}
