import { Outlet } from 'react-router';
import { Page } from '../../components/page';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { ConsoleShell } from '../../features/console/components/console-shell';
import { consolePages } from '../console-pages';

const nav = consolePages.flatMap(({ path, label }) => (label ? [{ path, label }] : []));

/** `/console`: signed in and an admin; the page chosen in its navigation. */
export function ConsoleShellPage() {
  return (
    <RequireSignIn>
      <Page heading="Operations console">
        <ConsoleShell nav={nav}>
          <Outlet />
        </ConsoleShell>
      </Page>
    </RequireSignIn>
  );
}
