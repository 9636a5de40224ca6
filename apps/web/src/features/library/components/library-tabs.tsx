import { AppLink } from '../../../components/app-link';
import { paths } from '../../../lib/paths';
import type { LibraryListName } from './library-lists';
import styles from './library.module.css';

const tabs: { list: LibraryListName; name: string }[] = [
  { list: 'recent', name: 'Recently practised' },
  { list: 'favourites', name: 'Favourites' },
  { list: 'setlists', name: 'Setlists' },
];

/** The library's lists, one link each; the list shown is the current page. */
export function LibraryTabs({ current }: { current: LibraryListName }) {
  return (
    <nav aria-label="Library">
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.list}>
            <AppLink
              to={paths.library.href({ list: tab.list })}
              className={styles.tab}
              aria-current={tab.list === current ? 'page' : undefined}
            >
              {tab.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
