import type { Offer } from '@cadenza/domain';
import { paths } from '../../../lib/paths';
import { Link } from 'react-router';
import { LogoIcon } from '../../../components/icons/icons';
import { AccountButton } from '../../../components/layout/account-button';
import { PRODUCT_NAME } from '../../../lib/product';
import styles from './offers.module.css';

/** Our logo (text or app icon) and, unless the offer turns it off, the partner's. */
export function OfferLandingHeader({ offer }: { offer: Offer }) {
  const isTextLogo = offer.tidoLogoVariant === 'text-logo';
  return (
    <header className={styles.landingHeader}>
      <div className={styles.logos}>
        <Link to={paths.offerHome.href(offer.code)} className={styles.brand}>
          <LogoIcon width={32} height={32} aria-hidden="true" />
          {isTextLogo ? (
            <span>{PRODUCT_NAME}</span>
          ) : (
            <span className="visually-hidden">{PRODUCT_NAME}</span>
          )}
        </Link>
        {offer.logoImage && !offer.disableDualLogo && (
          <img src={offer.logoImage.url} alt={offer.associateName ?? 'Partner'} />
        )}
      </div>
      <AccountButton />
    </header>
  );
}
