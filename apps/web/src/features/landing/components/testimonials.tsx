import { APP_RATING, APP_STORE_URL, testimonials } from '../landing-content';
import styles from './landing.module.css';
import { RatingStars } from './rating-stars';

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.sectionHeading}>
        What our members say
      </h2>
      <p className={styles.rating}>
        <RatingStars rating={APP_RATING} />
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
