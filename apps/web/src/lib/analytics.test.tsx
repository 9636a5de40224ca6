import { ANALYTICS_CONSENT_ACCEPTED, ANALYTICS_CONSENT_COOKIE } from '@cadenza/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CookieBanner } from '../components/cookie-banner';
import {
  ANALYTICS_DOM_EVENT,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_URL,
  flushAnalytics,
  recordEvent,
  resetAnalyticsQueue,
  toClientEvent,
  trackEvent,
} from './analytics';
import { COOKIE_CONSENT_STORAGE_KEY, CONSENT_ACCEPTED, CONSENT_COOKIE } from './cookie-consent';
import { dialogActions } from './dialog-store';

const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);

function forgetConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
}

function sentBatches() {
  return beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(ANALYTICS_URL);
    return (JSON.parse(body) as { events: unknown[] }).events;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  forgetConsent();
  resetAnalyticsQueue();
});
afterEach(() => {
  resetAnalyticsQueue();
  forgetConsent();
  vi.useRealTimers();
});

it('spells the consent cookie as the server reads it', () => {
  expect(CONSENT_COOKIE).toBe(ANALYTICS_CONSENT_COOKIE);
  expect(CONSENT_ACCEPTED).toBe(ANALYTICS_CONSENT_ACCEPTED);
});

it('sends nothing before the visitor accepts cookies, yet still announces the event in the page', () => {
  const announced = vi.fn();
  window.addEventListener(ANALYTICS_DOM_EVENT, announced);
  trackEvent('login-request', { method: 'email' });
  recordEvent({ name: 'playback', properties: { productId: 'p1' } });
  vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS);
  flushAnalytics();
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).not.toHaveBeenCalled();
  expect(announced).toHaveBeenCalledTimes(1);
  window.removeEventListener(ANALYTICS_DOM_EVENT, announced);
});

it('starts sending once GOT IT is pressed, in one batch after a pause', () => {
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
  recordEvent({ name: 'playback', properties: { productId: 'p1' } });
  fireEvent.click(screen.getByRole('button', { name: 'GOT IT' }));
  expect(document.cookie).toContain('cookieConsent=accepted');
  expect(screen.queryByRole('button', { name: 'GOT IT' })).toBeNull();

  trackEvent('login-request', { method: 'facebook' });
  recordEvent({ name: 'playback', properties: { productId: 'p2' } });
  expect(beacon).not.toHaveBeenCalled();
  vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS);
  expect(sentBatches()).toEqual([
    [
      { name: 'login_request', properties: { method: 'facebook' } },
      { name: 'playback', properties: { productId: 'p2' } },
    ],
  ]);
});

it('sends what is queued when the page is hidden', () => {
  document.cookie = `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}; Path=/`;
  dialogActions.open('sign-in');
  dialogActions.goTo('sign-in-email');
  window.dispatchEvent(new Event('pagehide'));
  expect(sentBatches()).toEqual([
    [
      { name: 'dialog_navigation', properties: { from: null, to: 'sign-in' } },
      { name: 'dialog_navigation', properties: { from: 'sign-in', to: 'sign-in-email' } },
    ],
  ]);
  dialogActions.dismiss();
});

it('carries a GOT IT remembered only in storage over to the consent cookie', () => {
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'true');
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: 'GOT IT' })).toBeNull();
  expect(document.cookie).toContain('cookieConsent=accepted');
});

it('names the app’s events as the server knows them, and keeps no personal data', () => {
  expect(toClientEvent('login-success', { userId: 'u1', method: 'email' })).toEqual({
    name: 'login_success',
    properties: { method: 'password' },
  });
  expect(toClientEvent('login-failure', { method: 'facebook' })).toEqual({
    name: 'login_failure',
    properties: { method: 'facebook' },
  });
  expect(toClientEvent('signup', { offer: 'SPRING', userId: 'u1' })).toEqual({
    name: 'signup',
    properties: { method: 'password' },
  });
  expect(toClientEvent('ad-conversion', { offer: 'SPRING' })).toEqual({
    name: 'ad_conversion',
    properties: { offerCode: 'SPRING' },
  });
  expect(toClientEvent('payment-failure', { isTrial: true })).toEqual({
    name: 'payment_action',
    properties: { action: 'payment_failure' },
  });
  expect(toClientEvent('signup-credentials', { method: 'email' })).toBeNull();
});
