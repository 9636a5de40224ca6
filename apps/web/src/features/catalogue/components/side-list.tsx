import type { ProductSummary } from '@cadenza/domain';
import { useId } from 'react';
import { AppLink } from '../../../components/app-link';
import { productHref } from '../product-href';
import styles from './product-frame.module.css';

interface SideListProps {
  title: string;
  items: readonly ProductSummary[];
  currentId: string;
}

/** The parent's items beside the content; the one shown is marked and greyed. */
export function SideList({ title, items, currentId }: SideListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <nav className={styles.sideList} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sideListTitle}>
        {title}
      </h2>
      <ol className={styles.sideItems}>
        {items.map((item) => {
          const href = productHref(item);
          const isCurrent = item.id === currentId;
          return (
            <li key={item.id}>
              {href && !isCurrent ? (
                <AppLink to={href} className={styles.sideItem}>
                  {item.title}
                </AppLink>
              ) : (
                <span className={styles.sideItem} aria-current={isCurrent ? 'page' : undefined}>
                  {item.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
