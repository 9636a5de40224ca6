import type { ReactNode } from 'react';
import { StaffShell, type StaffNavEntry } from '../../../components/layout/staff-shell';
import { paths } from '../../../lib/paths';
import { studioText } from '../studio-messages';

export type StudioNavEntry = StaffNavEntry;

/** Whether an account may use the studio (the server checks every request as well). */
export const isStudioRole = (role: string | undefined) => role === 'admin' || role === 'publisher';

/** The studio's navigation and the page; anyone but an admin or a publisher is told so. */
export function StudioShell({ nav, children }: { nav: StudioNavEntry[]; children: ReactNode }) {
  return (
    <StaffShell
      label="Studio"
      nav={nav}
      hrefOf={paths.studio.href}
      isAllowed={isStudioRole}
      refusal={{ title: studioText.notStaff, text: studioText.notStaffText }}
    >
      {children}
    </StaffShell>
  );
}
