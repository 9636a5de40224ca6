import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions } from '../../../lib/dialog-store';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { useMe } from '../../../lib/me-api';
import { accountMessages as m } from '../account-messages';
import { hasActiveSubscription } from '../account-rules';
import styles from './account.module.css';

/**
 * The subscribe route for a signed-in user: a free trial when one is available, else the
 * resubscribe button; both go through the purchase summary. Active subscribers go to /account.
 */
export function SubscribeOptions() {
  const me = useMe();
  const config = useAppConfig();
  if (!me.data || !config.data) return null;
  if (hasActiveSubscription(me.data)) return <Navigate to={paths.account.href()} replace />;
  const isTrial = me.data.isFreeTrialAvailable;
  const price = formatMonthlyPrice(config.data.stripePlan);
  return (
    <section className={styles.panel}>
      {isTrial ? (
        <>
          <h2 className={styles.panelTitle}>{DEFAULT_TRIAL_DAYS}-day free trial</h2>
          <p className={styles.text}>No commitment. Cancel anytime.</p>
          <p className={styles.muted}>Then {price} per month.</p>
        </>
      ) : (
        <>
          <p className={styles.price}>{price} per month</p>
          <p className={styles.muted}>{m.renewsMonthly}</p>
        </>
      )}
      <div>
        <Button
          onClick={() => {
            dialogActions.open('purchase-summary', { closable: true, isTrial });
          }}
        >
          {isTrial ? m.startFreeTrial : m.resubscribeForAccess}
        </Button>
      </div>
    </section>
  );
}
