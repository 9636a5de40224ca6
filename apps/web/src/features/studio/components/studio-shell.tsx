import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { AppLink } from '../../../components/app-link';
import { buttonClassName } from '../../../components/ui/button';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/me-api';
import { paths } from '../../../lib/paths';
import { studioText } from '../studio-messages';
import styles from './studio.module.css';

export interface StudioNavEntry {
  path: string;
  label: string;
}

/** Whether an account may use the studio (the server checks every request as well). */
export const isStudioRole = (role: string | undefined) => role === 'admin' || role === 'publisher';

/** The studio's navigation and the page; anyone but an admin or a publisher is told so. */
export function StudioShell({ nav, children }: { nav: StudioNavEntry[]; children: ReactNode }) {
  const me = useMe();
  if (me.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (!isStudioRole(me.data?.role))
    return (
      <EmptyState
        title={studioText.notStaff}
        action={
          <AppLink to={paths.home.href()} className={buttonClassName()}>
            Home
          </AppLink>
        }
      >
        <p>{studioText.notStaffText}</p>
      </EmptyState>
    );
  return (
    <div className={styles.shell}>
      <nav aria-label="Studio" className={styles.nav}>
        <ul>
          {nav.map((entry) => (
            <li key={entry.path}>
              <NavLink to={paths.studio.href(entry.path)} className={styles.navLink}>
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
