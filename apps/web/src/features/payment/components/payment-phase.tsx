import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { formStyles } from '../../../components/form/form-error';
import { trackEvent } from '../../../lib/analytics';
import { ApiRequestError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions, useDialogStore, type BillingAddress } from '../../../lib/dialog-store';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { meQueryOptions } from '../../../lib/me-api';
import { useReferralCode } from '../../../lib/referral-code';
import { subscribe } from '../api/payment-api';
import { CardForm } from '../card-form/card-form';
import { formatProviderMessage } from '../../../lib/format-provider-message';
import { amountDueNow } from '../payment-amounts';
import { cardFormMessages, paymentMessages as m, payLabel } from '../payment-messages';
import styles from './payment-dialogs.module.css';

/**
 * The payment phase. Spec §4 payment flow: a card token, the processing phase, the
 * subscription call; success refetches the user, failure shows the failure phase.
 */
export function PaymentPhase() {
  const isTrial = useDialogStore((state) => state.params.isTrial === true);
  const billingAddress = useDialogStore((state) => state.params.billingAddress);
  // Carried through the phases, so "Try again" after a decline shows the address again.
  const submittedAddress = useRef<BillingAddress | undefined>(undefined);
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const referralCode = useReferralCode();
  if (!config.data) return null;
  const plan = config.data.stripePlan;
  const amount = amountDueNow(plan, isTrial);

  async function pay(token: string): Promise<string | null> {
    trackEvent('payment-request', { isTrial });
    dialogActions.goTo('payment-processing', {
      closable: false,
      billingAddress: submittedAddress.current,
    });
    try {
      await subscribe({ token, planId: plan.id, referralCode });
      await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
      trackEvent('payment-success', { isTrial });
      dialogActions.goTo('payment-success', { closable: true });
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.data
          ? formatProviderMessage(error.data.message)
          : m.genericFailure;
      trackEvent('payment-failure', { isTrial });
      dialogActions.goTo('payment-failure', { closable: true, error: message });
    }
    return null;
  }

  return (
    <div className={styles.body}>
      <div className={styles.line}>
        <span>Due today</span>
        <span className={styles.amount}>{amount}</span>
      </div>
      <p className={styles.note}>
        Then {formatMonthlyPrice(plan)} per month. {m.renewsMonthly}.
      </p>
      <CardForm
        submitLabel={payLabel(amount)}
        initialAddress={billingAddress}
        onSubmitAddress={(address) => {
          submittedAddress.current = address;
        }}
        onToken={pay}
        onTokenFailure={() => {
          dialogActions.goTo('payment-failure', {
            error: cardFormMessages.tokenCreationFailed,
            billingAddress: submittedAddress.current,
          });
        }}
        actions={
          <>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => {
                dialogActions.goTo('purchase-summary');
              }}
            >
              Back
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={dialogActions.close}
            >
              Cancel
            </button>
          </>
        }
      />
    </div>
  );
}
