import type { Offer } from '@cadenza/domain';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { useAppConfig } from '../../../lib/app-config-api';
import { chargesText, offerCharges } from '../../../lib/offer-charges';
import { offerMessages as m } from '../offer-messages';
import styles from './signup-layout.module.css';

/**
 * What the trial brings, beside a signup step: its length, 'No commitment. Cancel anytime.'
 * where the step does not say it already, what is charged after it (the visitor's plan,
 * with the offer's discount) and the offer's features.
 */
export function TrialFacts({
  trialLength,
  offer,
  showsCommitment,
}: {
  trialLength: number;
  offer: Offer | null;
  showsCommitment: boolean;
}) {
  const config = useAppConfig();
  const charges = config.data ? offerCharges(config.data.stripePlan, offer?.discount) : null;
  const features = offer?.features ?? [];
  return (
    <>
      <h2 className={styles.trialHeading}>{trialLength}-day free trial</h2>
      {showsCommitment && <p className={styles.fact}>{m.noCommitment}</p>}
      {charges && <p className={styles.price}>Then {chargesText(charges)}.</p>}
      {features.length > 0 && (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              {feature}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
