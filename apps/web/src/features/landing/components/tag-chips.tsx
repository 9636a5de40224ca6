import { paths } from '../../../lib/paths';
import { AppLink } from '../../../components/app-link';
import { tagChips } from '../landing-content';
import styles from './landing.module.css';

/** Each chip searches the catalogue for its tag. */
export function TagChips() {
  return (
    <ul className={styles.chips} aria-label="Explore by tag">
      {tagChips.map((tag) => (
        <li key={tag}>
          <AppLink to={paths.search.href({ q: tag })} className={styles.chip}>
            {tag}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
