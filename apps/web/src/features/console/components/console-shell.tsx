import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/me-api';
import { paths } from '../../../lib/paths';
import { consoleText } from '../console-messages';
import styles from './console.module.css';

export interface ConsoleNavEntry {
  path: string;
  label: string;
}

/** The console's navigation and the page; anyone but an admin is told it is not for them. */
export function ConsoleShell({ nav, children }: { nav: ConsoleNavEntry[]; children: ReactNode }) {
  const me = useMe();
  if (me.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (me.data?.role !== 'admin')
    return (
      <EmptyState
        title={consoleText.notAdmin}
        action={
          <AppLink to={paths.home.href()} className={buttonClassName()}>
            Home
          </AppLink>
        }
      >
        <p>{consoleText.notAdminText}</p>
      </EmptyState>
    );
  return (
    <div className={styles.shell}>
      <nav aria-label="Console" className={styles.nav}>
        <ul>
          {nav.map((entry) => (
            <li key={entry.path}>
              <NavLink to={paths.console.href(entry.path)} className={styles.navLink}>
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
