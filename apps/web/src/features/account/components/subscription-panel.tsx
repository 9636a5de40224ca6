import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
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
    <div className={styles.columns}>
      {subscription ? (
        <Card aria-label="Your subscription">
          <CardHeader
            title={`${PRODUCT_NAME} monthly`}
            aside={
              isCancelledButUnexpired(subscription) && (
                <p className={styles.badge}>{m.subscriptionCancelled}</p>
              )
            }
          />
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
              <Button
                variant="secondary"
                onClick={() => {
                  dialogActions.open('confirm-cancellation', { closable: true, subscription });
                }}
              >
                Cancel subscription
              </Button>
            </div>
          )}
        </Card>
      ) : (
        <p className={`${styles.panel} ${styles.muted}`}>You do not have a subscription yet.</p>
      )}
      {offer && <SubscriptionOffer kind={offer} me={me.data} />}
    </div>
  );
}
