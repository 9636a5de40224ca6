import { trialLinkTexts } from '../landing-content';
import { TrialLink } from './trial-link';
import styles from './landing.module.css';

export function SubscribeCall({ trialLengthDays }: { trialLengthDays: number }) {
  return (
    <section className={styles.subscribeCall} aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className={styles.sectionHeading}>
        Your next piece is waiting
      </h2>
      <p>No commitment. Cancel any time during your trial and you will not be charged.</p>
      <TrialLink template={trialLinkTexts.join} trialLengthDays={trialLengthDays} />
    </section>
  );
}
