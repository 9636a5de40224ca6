import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { useReferralCode } from '../../../lib/referral-code';
import { formatTrialLinkText } from '../landing-content';
import styles from './landing.module.css';

interface TrialLinkProps {
  /** One of the spec's wordings, with %s for the length. */
  template: string;
  trialLengthDays: number;
}

/** To the offer's signup when a referral code is present, else the free-trial route. */
export function TrialLink({ template, trialLengthDays }: TrialLinkProps) {
  const referralCode = useReferralCode();
  const href = referralCode ? paths.offerSignup.href(referralCode) : paths.accountSubscribe.href();
  return (
    <AppLink to={href} className={styles.primaryButton}>
      {formatTrialLinkText(template, trialLengthDays)}
    </AppLink>
  );
}
