import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import styles from './landing.module.css';

export function TrialNotReady() {
  return (
    <section className={styles.notReady} aria-labelledby="not-ready-heading">
      <h2 id="not-ready-heading" className={styles.notReadyHeading}>
        Not ready to start a trial?
      </h2>
      <p>Browse the catalogue, search and listen to previews without an account.</p>
      <AppLink to={paths.home.href()} className={styles.secondaryButton}>
        Explore as guest
      </AppLink>
    </section>
  );
}
