import { APP_STORE_URL, browserDownloads } from '../landing-content';
import { noticeMessages } from '../notice-messages';
import styles from './unsupported.module.css';

/** 'Get access to {title} ... and much more', with where to get a supported browser. */
export function PromoHero({ title }: { title: string }) {
  return (
    <section className={styles.promo} aria-label="Where to use the app">
      <p className={styles.promoText}>{noticeMessages.promo(title)}</p>
      <ul className={styles.downloads}>
        {browserDownloads.map(({ name, href }) => (
          <li key={name}>
            <a href={href} rel="noopener noreferrer">
              Download {name}
            </a>
          </li>
        ))}
        <li>
          <a href={APP_STORE_URL} rel="noopener noreferrer">
            Get the iPad app
          </a>
        </li>
      </ul>
    </section>
  );
}
