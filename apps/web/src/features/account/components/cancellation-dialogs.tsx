import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { trackEvent } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { formatLongDate } from '../../../lib/format-date';
import { meQueryOptions } from '../../../lib/me-api';
import { PRODUCT_NAME } from '../../../lib/product';
import { cancelSubscription } from '../api/account-api';
import { accountMessages as m } from '../account-messages';
import { canCancelSubscription } from '../account-rules';
import styles from './account.module.css';
import { Button } from '../../../components/ui/button';

/**
 * The confirm-cancellation phase. Spec §4: the delete call; success refetches the user and
 * opens subscription-cancelled; a failure is recorded, and no message is shown.
 */
export function ConfirmCancellation() {
  const subscription = useDialogStore((state) => state.params.subscription);
  const queryClient = useQueryClient();
  const [isCancelling, setIsCancelling] = useState(false);
  if (!subscription) return null;

  if (!canCancelSubscription(subscription)) {
    return (
      <div className={styles.section}>
        <p className={styles.text}>
          {subscription.provider === 'apple'
            ? m.appleNotCancellable
            : 'This subscription cannot be cancelled.'}
        </p>
        <div className={formStyles.actions}>
          <Button onClick={dialogActions.close}>{m.dismiss}</Button>
        </div>
      </div>
    );
  }

  async function confirm() {
    if (!subscription) return;
    setIsCancelling(true);
    try {
      await cancelSubscription(subscription.originalTransactionId);
      const me = await queryClient.query({ ...meQueryOptions, staleTime: 0 });
      const cancelled =
        me.subscriptions.find(
          (s) => s.originalTransactionId === subscription.originalTransactionId,
        ) ?? subscription;
      trackEvent('subscription-cancelled');
      dialogActions.open('subscription-cancelled', { closable: true, subscription: cancelled });
    } catch (error) {
      trackEvent('subscription-cancel-failure', { message: errorMessage(error) });
      setIsCancelling(false);
    }
  }

  return (
    <div className={styles.section}>
      <p className={styles.text}>
        Are you sure you want to cancel your {PRODUCT_NAME} subscription? You can keep using{' '}
        {PRODUCT_NAME} until {formatLongDate(subscription.expiryDate)}.
      </p>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={dialogActions.close}>
          {m.notNow}
        </Button>
        <Button disabled={isCancelling} onClick={() => void confirm()}>
          Cancel subscription
        </Button>
      </div>
    </div>
  );
}

/** The subscription-cancelled phase: the expiry date; dismissing goes to the subscription page. */
export function SubscriptionCancelled() {
  const subscription = useDialogStore((state) => state.params.subscription);
  const navigate = useNavigate();
  return (
    <div className={styles.section}>
      {subscription && (
        <p className={styles.text}>
          Your subscription will end on {formatLongDate(subscription.expiryDate)}. Until then you
          can keep using {PRODUCT_NAME}.
        </p>
      )}
      <div className={formStyles.actions}>
        <Button
          onClick={() => {
            dialogActions.dismiss();
            void navigate(paths.accountSubscription.href());
          }}
        >
          {m.dismiss}
        </Button>
      </div>
    </div>
  );
}
