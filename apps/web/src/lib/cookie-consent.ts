/**
 * Consent to cookies beyond the strictly needed ones: given by the cookie banner's GOT IT and
 * kept in a cookie, so the server can check it too (the domain's ANALYTICS_CONSENT_COOKIE and
 * ANALYTICS_CONSENT_ACCEPTED; a test keeps them equal). Spelled here so that the first
 * download does not import the domain package, and zod with it.
 */
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_ACCEPTED = 'accepted';
/** Where the banner remembered GOT IT before consent became a cookie. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cadenza.cookieBannerDismissed';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function hasCookieConsent(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}`);
}

/** SameSite=Strict: a page on another site can never post analytics with it. */
export function acceptCookies(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}; Path=/; Max-Age=${String(ONE_YEAR_SECONDS)}; SameSite=Strict${secure}`;
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'true');
  } catch {
    // Storage can be blocked; the cookie alone is enough.
  }
}

/**
 * Whether GOT IT was pressed in this browser. A press remembered only in storage (before the
 * cookie existed) is carried over to the cookie.
 */
export function isCookieBannerDismissed(): boolean {
  if (hasCookieConsent()) return true;
  try {
    if (localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) !== 'true') return false;
  } catch {
    return false;
  }
  acceptCookies();
  return true;
}
