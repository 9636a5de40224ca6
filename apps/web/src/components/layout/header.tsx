import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { PRODUCT_NAME } from '../../lib/product';
import { useReferralCode, withReferralCode } from '../../lib/referral-code';
import { AppLink } from '../app-link';
import { LogoIcon } from '../icons/icons';
import { AccountButton } from './account-button';
import styles from './header.module.css';

export type HeaderVariant = 'app' | 'landing';

interface HeaderProps {
  /** The landing-style header (landing, info pages) shows the brand and account button. */
  variant?: HeaderVariant;
  /** The app header's search field. */
  search?: ReactNode;
}

export function Header({ variant = 'app', search }: HeaderProps) {
  const referralCode = useReferralCode();
  const brandHref = variant === 'app' ? paths.home.href() : paths.landing.href();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink to={brandHref} className={styles.brand}>
          <LogoIcon width={28} height={28} />
          <span>{PRODUCT_NAME}</span>
        </AppLink>
        {variant === 'app' && (
          <>
            <nav aria-label="Main" className={styles.nav}>
              <NavLink
                to={withReferralCode(paths.browse.href(), referralCode)}
                className={styles.navLink}
              >
                Browse
              </NavLink>
            </nav>
            <div className={styles.search}>{search}</div>
          </>
        )}
        <div className={styles.actions}>
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
