import styles from './landing.module.css';

const STAR_COUNT = 5;

/** How much of each of five stars a rating fills: 4.2 gives [1, 1, 1, 1, 0.2]. */
export function starFills(rating: number): number[] {
  return Array.from(
    { length: STAR_COUNT },
    (_, index) => Math.round(Math.min(1, Math.max(0, rating - index)) * 100) / 100,
  );
}

function StarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}

/** A rating out of five as stars filled as far as it goes (4.2: four and a fifth). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${String(rating)} out of 5`}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={styles.star} data-fill={fill}>
          <span className={styles.starEmpty}>
            <StarIcon />
          </span>
          <span className={styles.starFilled} style={{ width: `${String(fill * 100)}%` }}>
            <StarIcon />
          </span>
        </span>
      ))}
    </span>
  );
}
