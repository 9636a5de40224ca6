import type { MeResponse } from '@cadenza/domain';
import { formStyles } from '../../../components/form/form-error';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions } from '../../../lib/dialog-store';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { accountMessages as m } from '../account-messages';
import type { SubscriptionOffer as OfferKind } from '../account-rules';
import styles from './account.module.css';

/** 'Start your … subscription now' or 'Resubscribe to …', at the local monthly price. */
export function SubscriptionOffer({
  kind,
  me,
}: {
  kind: NonNullable<OfferKind>;
  me: Pick<MeResponse, 'isFreeTrialAvailable'>;
}) {
  const config = useAppConfig();
  const title = kind === 'subscribe' ? m.startSubscription : m.resubscribe;
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {config.data && (
        <p className={styles.price}>{formatMonthlyPrice(config.data.stripePlan)} per month</p>
      )}
      <p className={styles.muted}>{m.renewsMonthly}</p>
      <div>
        <button
          type="button"
          className={formStyles.button}
          onClick={() => {
            dialogActions.open('purchase-summary', {
              closable: true,
              isTrial: me.isFreeTrialAvailable,
            });
          }}
        >
          {kind === 'subscribe' ? 'Subscribe' : 'Resubscribe'}
        </button>
      </div>
    </section>
  );
}
