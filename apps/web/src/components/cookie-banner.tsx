import { useState } from 'react';
import { acceptCookies, isCookieBannerDismissed } from '../lib/cookie-consent';
import { paths } from '../lib/paths';
import { PRODUCT_NAME } from '../lib/product';
import { AppLink } from './app-link';
import styles from './cookie-banner.module.css';

/**
 * Stays until GOT IT is pressed (scrolling does not dismiss it); remembered in this browser.
 * GOT IT is the consent to cookies beyond the strictly needed ones: analytics start with it.
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(() => !isCookieBannerDismissed());
  if (!isVisible) return null;

  function dismiss() {
    acceptCookies();
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
