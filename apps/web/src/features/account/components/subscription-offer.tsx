import type { MeResponse } from '@cadenza/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
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
    <Card aria-label={title}>
      <CardHeader title={title} />
      {config.data && (
        <p className={styles.price}>{formatMonthlyPrice(config.data.stripePlan)} per month</p>
      )}
      <p className={styles.muted}>{m.renewsMonthly}</p>
      <div>
        <Button
          onClick={() => {
            dialogActions.open('purchase-summary', {
              closable: true,
              isTrial: me.isFreeTrialAvailable,
            });
          }}
        >
          {kind === 'subscribe' ? 'Subscribe' : 'Resubscribe'}
        </Button>
      </div>
    </Card>
  );
}
