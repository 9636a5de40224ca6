import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { LoadingArea, Skeleton } from '../../../components/ui/skeleton';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { chargesText, monthsText } from '../../../lib/offer-charges';
import { PRODUCT_NAME } from '../../../lib/product';
import { useReferralCode, withReferralCode } from '../../../lib/referral-code';
import { useSubscriptionCharges } from '../payment-amounts';
import { paymentMessages as m } from '../payment-messages';
import styles from './payment-dialogs.module.css';

/**
 * The purchase-summary phase: the subscription line at the local price and, when the page
 * carries an offer with a discount, the discount and what is charged while it lasts.
 */
export function PurchaseSummary() {
  const isTrial = useDialogStore((state) => state.params.isTrial === true);
  const config = useAppConfig();
  const charges = useSubscriptionCharges(config.data?.stripePlan);
  const navigate = useNavigate();
  const referralCode = useReferralCode();
  return (
    <div className={styles.body}>
      <p className={styles.text}>{m.summaryIntro}</p>
      {charges ? (
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>
              {PRODUCT_NAME} monthly subscription{isTrial ? ' (free trial first)' : ''}
            </dt>
            <dd className={styles.amount}>{charges.fullPrice} per month</dd>
          </div>
          {charges.discount && (
            <div className={`${styles.line} ${styles.discountLine}`}>
              <dt>
                Offer: {charges.discount.percentOff}% off your first{' '}
                {monthsText(charges.discount.months)}
              </dt>
              <dd className={styles.amount}>{charges.discount.price} per month</dd>
            </div>
          )}
        </dl>
      ) : (
        // The plan and the offer's terms on their way.
        <LoadingArea>
          <Skeleton />
        </LoadingArea>
      )}
      {charges?.discount && <p className={styles.note}>{chargesText(charges)}.</p>}
      <p className={styles.note}>{m.renewsMonthly}</p>
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            dialogActions.dismiss();
            void navigate(withReferralCode(paths.accountSubscribe.href(), referralCode));
          }}
        >
          Back
        </Button>
        <Button variant="secondary" onClick={dialogActions.close}>
          Cancel
        </Button>
        <Button
          disabled={!charges}
          onClick={() => {
            dialogActions.goTo('payment');
          }}
        >
          Continue
        </Button>
      </div>
    </div>
  );
}
