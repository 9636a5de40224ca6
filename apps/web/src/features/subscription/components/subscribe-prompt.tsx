import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { LockIcon } from '../../../components/icons/ui-icons';
import { useAppConfig } from '../../../lib/app-config-api';
import { formatMonthlyPrice } from '../../../lib/format-money';
import { useReferralCode } from '../../../lib/referral-code';
import { subscribePromptKind, type ViewerAccess } from '../subscribe-prompt-kind';
import styles from './subscribe-prompt.module.css';

export const FULL_ACCESS_FAULT_MESSAGE =
  'Something has gone wrong: You cannot see the content even though you have an active subscription.';

interface SubscribePromptProps {
  viewer: ViewerAccess;
  /** What is locked: 'score', 'video', 'further reading'… */
  itemName: string;
}

/** Shown in place of full content to a visitor who is not a full subscriber. */
export function SubscribePrompt({ viewer, itemName }: SubscribePromptProps) {
  const kind = subscribePromptKind(viewer);
  const config = useAppConfig();
  const referralCode = useReferralCode();
  if (kind === 'fault') {
    return (
      <p className={styles.fault} role="alert">
        {FULL_ACCESS_FAULT_MESSAGE}
      </p>
    );
  }
  const trialHref = referralCode
    ? paths.offerSignup.href(referralCode)
    : paths.accountSubscribe.href();
  const price = config.data ? formatMonthlyPrice(config.data.stripePlan) : null;
  return (
    <section className={styles.prompt} aria-label="Subscribe">
      <LockIcon width={28} height={28} className={styles.icon} />
      <p className={styles.heading}>Unlock this {itemName} when you subscribe</p>
      {kind === 'free-trial' ? (
        <AppLink to={trialHref} className={styles.button}>
          Start a free trial
        </AppLink>
      ) : (
        <>
          {price && <p className={styles.price}>{price} per month</p>}
          <AppLink to={paths.accountSubscribe.href()} className={styles.button}>
            Subscribe
          </AppLink>
        </>
      )}
      {!viewer.isAuthenticated && (
        <p className={styles.signIn}>
          Already a member? <AppLink to={paths.account.href()}>Sign in</AppLink>
        </p>
      )}
    </section>
  );
}
