import { useState } from 'react';
import { paths } from '../lib/paths';
import { PRODUCT_NAME } from '../lib/product';
import { AppLink } from './app-link';
import styles from './cookie-banner.module.css';

export const COOKIE_CONSENT_STORAGE_KEY = 'cadenza.cookieBannerDismissed';

function isDismissed(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked; the banner then shows on each visit.
    return false;
  }
}

/** Stays until GOT IT is pressed (scrolling does not dismiss it); remembered in this browser. */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(() => !isDismissed());
  if (!isVisible) return null;

  function dismiss() {
    try {
      localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'true');
    } catch {
      // Not remembered, but dismissed for this page view.
    }
    setIsVisible(false);
  }

  return (
    <section className={styles.banner} aria-label="Cookie notice">
      <p className={styles.text}>
        {PRODUCT_NAME} uses cookies to ensure you get the best experience on our website.{' '}
        <AppLink to={paths.privacy.href()}>More information</AppLink>
      </p>
      <button type="button" className={styles.button} onClick={dismiss}>
        GOT IT
      </button>
    </section>
  );
}
