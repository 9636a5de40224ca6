import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { formStyles } from '../../../components/form/form-error';
import { trackEvent } from '../../../lib/analytics';
import { ApiRequestError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config-api';
import { payableSavedCard } from '../../../lib/cards-api';
import {
  dialogActions,
  useDialogStore,
  type BillingAddress,
  type PaymentMethodChoice as Choice,
} from '../../../lib/dialog-store';
import { meQueryOptions, useMe } from '../../../lib/me-api';
import { useReferralCode } from '../../../lib/referral-code';
import { subscribe, type PaymentSource } from '../api/payment-api';
import { CardForm } from '../card-form/card-form';
import { formatProviderMessage } from '../../../lib/format-provider-message';
import { amountDueNow, thenCharged, useSubscriptionCharges } from '../payment-amounts';
import { cardFormMessages, paymentMessages as m, payLabel } from '../payment-messages';
import { PaymentMethodChoice } from './payment-method-choice';
import styles from './payment-dialogs.module.css';
import { Button } from '../../../components/ui/button';

/**
 * The payment phase. Spec §4 payment flow: a card token, the processing phase, the
 * subscription call; success refetches the user, failure shows the failure phase. Someone
 * with a saved default card (not expired) may pay with it instead of typing a card again.
 */
export function PaymentPhase() {
  const isTrial = useDialogStore((state) => state.params.isTrial === true);
  const billingAddress = useDialogStore((state) => state.params.billingAddress);
  const chosenBefore = useDialogStore((state) => state.params.paymentMethod);
  // Carried through the phases, so "Try again" after a decline shows the address again.
  const submittedAddress = useRef<BillingAddress | undefined>(undefined);
  const [choice, setChoice] = useState<Choice | undefined>(chosenBefore);
  const config = useAppConfig();
  const me = useMe();
  const queryClient = useQueryClient();
  const referralCode = useReferralCode();
  const charges = useSubscriptionCharges(config.data?.stripePlan);
  // Signed out, the user is never asked for (isLoading stays false): a new card then.
  if (!config.data || !charges || me.isLoading) return null;
  const plan = config.data.stripePlan;
  const amount = amountDueNow(plan, isTrial, charges);
  const savedCard = payableSavedCard(me.data?.cards, new Date());
  const method: Choice = savedCard ? (choice ?? 'saved-card') : 'new-card';

  async function pay(source: PaymentSource): Promise<string | null> {
    trackEvent('payment-request', { isTrial });
    dialogActions.goTo('payment-processing', {
      closable: false,
      billingAddress: submittedAddress.current,
      paymentMethod: method,
    });
    try {
      await subscribe({ source, planId: plan.id, referralCode });
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

  const actions = (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          dialogActions.goTo('purchase-summary');
        }}
      >
        Back
      </Button>
      <Button variant="secondary" onClick={dialogActions.close}>
        Cancel
      </Button>
    </>
  );

  return (
    <div className={styles.body}>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>Due today</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {thenCharged(charges, isTrial)} {m.renewsMonthly}.
      </p>
      {savedCard && <PaymentMethodChoice card={savedCard} value={method} onChange={setChoice} />}
      {savedCard && method === 'saved-card' ? (
        <SavedCardPayment
          submitLabel={payLabel(amount)}
          actions={actions}
          onPay={() => pay({ cardId: savedCard.id })}
        />
      ) : (
        <>
          {savedCard && <p className={styles.note}>{m.newCardBecomesDefault}</p>}
          <CardForm
            submitLabel={payLabel(amount)}
            initialAddress={billingAddress}
            onSubmitAddress={(address) => {
              submittedAddress.current = address;
            }}
            onToken={(token) => pay({ token })}
            onTokenFailure={() => {
              dialogActions.goTo('payment-failure', {
                error: cardFormMessages.tokenCreationFailed,
                billingAddress: submittedAddress.current,
                paymentMethod: 'new-card',
              });
            }}
            actions={actions}
          />
        </>
      )}
    </div>
  );
}

/** Paying with the saved card: nothing to type, only the pay button (disabled once pressed). */
function SavedCardPayment({
  submitLabel,
  actions,
  onPay,
}: {
  submitLabel: string;
  actions: ReactNode;
  onPay: () => Promise<unknown>;
}) {
  const [isPaying, setIsPaying] = useState(false);
  const submit = () => {
    if (isPaying) return;
    setIsPaying(true);
    void onPay().finally(() => {
      setIsPaying(false);
    });
  };
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={formStyles.actions}>
        {actions}
        <Button type="submit" disabled={isPaying}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
