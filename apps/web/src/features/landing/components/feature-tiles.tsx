import type { ReactNode } from 'react';
import { featureTiles } from '../landing-content';
import styles from './landing.module.css';

const tileIcons: ReactNode[] = [
  <path key="score" d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />,
  <path
    key="recording"
    d="M9 18V6l10-2v12M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zm10-2a3 3 0 1 1-3-3 3 3 0 0 1 3 3z"
  />,
  <path key="tempo" d="M12 21a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-8 3-3M12 2v3" />,
  <path key="video" d="M3 6h13v12H3zM16 10l5-3v10l-5-3" />,
  <path
    key="voice"
    d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3"
  />,
  <path
    key="reading"
    d="M3 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H3zM21 5h-7a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h7z"
  />,
];

export function FeatureTiles() {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.sectionHeading}>
        Innovative tools &amp; features
      </h2>
      <ul className={styles.tiles}>
        {featureTiles.map((tile, index) => (
          <li key={tile.title} className={styles.tile}>
            <svg
              className={styles.tileIcon}
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {tileIcons[index]}
            </svg>
            <h3 className={styles.tileTitle}>{tile.title}</h3>
            <p className={styles.tileText}>{tile.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.muchMore}>… and much more!</p>
    </section>
  );
}
