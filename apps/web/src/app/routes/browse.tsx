import { paths } from '../../lib/paths';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { browseFields } from '@cadenza/domain';
import { browseCategoryLabels } from '../../features/search/browse-labels';
import styles from './browse.module.css';

export function BrowsePage() {
  return (
    <Page heading="Browse">
      <ul className={styles.categories} aria-label="Browse by">
        {browseFields.map((category) => (
          <li key={category}>
            <AppLink to={paths.browseCategory.href(category)} className={styles.category}>
              {browseCategoryLabels[category]}
            </AppLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
