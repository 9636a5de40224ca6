import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { PRODUCT_NAME } from '../../../lib/product';
import { useReferralCode, withReferralCode } from '../../../lib/referral-code';
import { paymentMessages as m } from '../payment-messages';
import styles from './payment-dialogs.module.css';

/** The purchase-summary phase: the subscription line at the local price. */
export function PurchaseSummary() {
  const isTrial = useDialogStore((state) => state.params.isTrial === true);
  const config = useAppConfig();
  const navigate = useNavigate();
  const referralCode = useReferralCode();
  const price = config.data ? formatMonthlyPrice(config.data.stripePlan) : '';
  return (
    <div className={styles.body}>
      <p className={styles.text}>{m.summaryIntro}</p>
      <div className={styles.line}>
        <span>
          {PRODUCT_NAME} monthly subscription{isTrial ? ' (free trial first)' : ''}
        </span>
        <span className={styles.amount}>{price} per month</span>
      </div>
      <p className={styles.note}>{m.renewsMonthly}</p>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => {
            dialogActions.dismiss();
            void navigate(withReferralCode(paths.accountSubscribe.href(), referralCode));
          }}
        >
          Back
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={dialogActions.close}>
          Cancel
        </button>
        <button
          type="button"
          className={formStyles.button}
          disabled={!config.data}
          onClick={() => {
            dialogActions.goTo('payment');
          }}
        >
          Continue
        </button>
      </div>
    </div>
  );
}
