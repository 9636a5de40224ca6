import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMe } from '../../lib/me-api';
import { paths } from '../../lib/paths';
import { AppLink } from '../app-link';
import { buttonClassName } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../ui/skeleton';
import styles from './staff-shell.module.css';

/** One page of a staff area: its path under the area and its name in the navigation. */
export interface StaffNavEntry {
  path: string;
  label: string;
}

/**
 * A staff area (the console, the studio): its navigation beside the page, for the roles it is
 * for; anyone else is told who it is for (the server refuses them on every request as well).
 */
export function StaffShell({
  label,
  nav,
  hrefOf,
  isAllowed,
  refusal,
  children,
}: {
  /** The navigation's accessible name. */
  label: string;
  nav: StaffNavEntry[];
  hrefOf: (path: string) => string;
  isAllowed: (role: string | undefined) => boolean;
  refusal: { title: string; text: string };
  children: ReactNode;
}) {
  const me = useMe();
  if (me.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (!isAllowed(me.data?.role))
    return (
      <EmptyState
        title={refusal.title}
        action={
          <AppLink to={paths.home.href()} className={buttonClassName()}>
            Home
          </AppLink>
        }
      >
        <p>{refusal.text}</p>
      </EmptyState>
    );
  return (
    <div className={styles.shell}>
      <nav aria-label={label} className={styles.nav}>
        <ul>
          {nav.map((entry) => (
            <li key={entry.path}>
              <NavLink to={hrefOf(entry.path)} className={styles.navLink}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
