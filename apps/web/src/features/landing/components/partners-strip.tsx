import { partnerPublishers } from '../landing-content';
import styles from './landing.module.css';

export function PartnersStrip() {
  return (
    <section className={styles.partners} aria-labelledby="partners-heading">
      <h2 id="partners-heading" className={styles.partnersHeading}>
        In partnership with leading music publishers
      </h2>
      <ul className={styles.partnerList}>
        {partnerPublishers.map((name) => (
          <li key={name} className={styles.partner}>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
