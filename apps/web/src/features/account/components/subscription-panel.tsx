import { formStyles } from '../../../components/form/form-error';
import { dialogActions } from '../../../lib/dialog-store';
import { formatLongDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/me-api';
import { PRODUCT_NAME } from '../../../lib/product';
import { accountMessages as m } from '../account-messages';
import {
  canCancelSubscription,
  isCancelledButUnexpired,
  subscriptionExpiryText,
  subscriptionOffer,
  subscriptionStatusLabel,
} from '../account-rules';
import styles from './account.module.css';
import { SubscriptionOffer } from './subscription-offer';

/** Spec §2 subscription panel: the first subscription, its cancel action, and the offers. */
export function SubscriptionPanel() {
  const me = useMe();
  if (!me.data) return null;
  const [subscription] = me.data.subscriptions;
  const offer = subscriptionOffer(me.data);
  return (
    <div className={styles.section}>
      {subscription ? (
        <section className={styles.panel} aria-label="Your subscription">
          <h2 className={styles.panelTitle}>{PRODUCT_NAME} monthly</h2>
          {isCancelledButUnexpired(subscription) && (
            <p className={styles.badge}>{m.subscriptionCancelled}</p>
          )}
          <p className={styles.text}>
            Status: <span>{subscriptionStatusLabel(subscription, me.data.role)}</span>
          </p>
          <p className={styles.text}>{subscriptionExpiryText(subscription)}</p>
          {subscription.discount && (
            <p className={styles.text}>
              {subscription.discount.coupon.percent_off}% off until{' '}
              {formatLongDate(subscription.discount.end)}
            </p>
          )}
          {subscription.provider === 'apple' && (
            <p className={styles.muted}>{m.appleNotCancellable}</p>
          )}
          {canCancelSubscription(subscription) && (
            <div>
              <button
                type="button"
                className={formStyles.secondaryButton}
                onClick={() => {
                  dialogActions.open('confirm-cancellation', { closable: true, subscription });
                }}
              >
                Cancel subscription
              </button>
            </div>
          )}
        </section>
      ) : (
        <p className={styles.muted}>You do not have a subscription yet.</p>
      )}
      {offer && <SubscriptionOffer kind={offer} me={me.data} />}
    </div>
  );
}
