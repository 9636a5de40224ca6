import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { formStyles } from '../../../components/form/form-error';
import { useAppConfig } from '../../../lib/app-config-api';
import { useMe } from '../../../lib/me-api';
import { accountMessages as m } from '../account-messages';
import { canManageBilling, greetingFor } from '../account-rules';
import styles from './account.module.css';

interface AccountOverviewProps {
  onSignOut: () => void;
  isSigningOut: boolean;
  /** Injectable for tests of the greeting. */
  now?: Date;
}

/** Spec §2 account page: greeting, who is signed in, the billing pages, Sign out. */
export function AccountOverview({
  onSignOut,
  isSigningOut,
  now = new Date(),
}: AccountOverviewProps) {
  const me = useMe();
  const config = useAppConfig();
  if (!me.data) return null;
  const showsBilling = config.data ? canManageBilling(me.data, config.data.featureFlags) : false;
  return (
    <section className={styles.section}>
      <p className={styles.greeting}>{greetingFor(now, me.data.firstName)}</p>
      <p className={styles.text}>{m.signedInAs(me.data.email)}</p>
      {showsBilling && (
        <nav aria-label="Account">
          <ul className={styles.links}>
            <li>
              <AppLink to={paths.accountSubscription.href()}>Subscription</AppLink>
            </li>
            <li>
              <AppLink to={paths.accountPurchase.href()}>Purchase history</AppLink>
            </li>
            <li>
              <AppLink to={paths.accountPayment.href()}>Payment methods</AppLink>
            </li>
          </ul>
        </nav>
      )}
      <div>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={isSigningOut}
          onClick={onSignOut}
        >
          Sign out
        </button>
      </div>
    </section>
  );
}
