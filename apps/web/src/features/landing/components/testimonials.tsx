import { APP_RATING, APP_STORE_URL, testimonials } from '../landing-content';
import styles from './landing.module.css';

function StarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.sectionHeading}>
        What our members say
      </h2>
      <p className={styles.rating}>
        <span className={styles.stars} aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} />
          ))}
        </span>
        <span>Rated {APP_RATING} out of 5 on the App Store</span>
      </p>
      <ul className={styles.quotes}>
        {testimonials.map(({ quote, author, role }) => (
          <li key={author} className={styles.quoteCard}>
            <figure className={styles.quoteFigure}>
              <blockquote className={styles.quote}>
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className={styles.quoteAuthor}>
                {author}, <span>{role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.centred}>
        <a className={styles.appStoreLink} href={APP_STORE_URL} rel="noopener noreferrer">
          Download the iPad app on the App Store
        </a>
      </p>
    </section>
  );
}
