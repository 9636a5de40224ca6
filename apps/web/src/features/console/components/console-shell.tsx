import type { ReactNode } from 'react';
import { StaffShell, type StaffNavEntry } from '../../../components/layout/staff-shell';
import { paths } from '../../../lib/paths';
import { consoleText } from '../console-messages';

export type ConsoleNavEntry = StaffNavEntry;

const isAdmin = (role: string | undefined) => role === 'admin';

/** The console's navigation and the page; anyone but an admin is told it is not for them. */
export function ConsoleShell({ nav, children }: { nav: ConsoleNavEntry[]; children: ReactNode }) {
  return (
    <StaffShell
      label="Console"
      nav={nav}
      hrefOf={paths.console.href}
      isAllowed={isAdmin}
      refusal={{ title: consoleText.notAdmin, text: consoleText.notAdminText }}
    >
      {children}
    </StaffShell>
  );
}
