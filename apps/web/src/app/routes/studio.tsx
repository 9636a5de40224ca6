import { Outlet } from 'react-router';
import { Page } from '../../components/page';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { StudioShell } from '../../features/studio/components/studio-shell';
import { studioPages } from '../studio-pages';

const nav = studioPages.flatMap(({ path, label }) => (label ? [{ path, label }] : []));

/** `/studio`: signed in, an admin or a publisher; the page chosen in its navigation. */
export function StudioShellPage() {
  return (
    <RequireSignIn>
      <Page heading="Studio">
        <StudioShell nav={nav}>
          <Outlet />
        </StudioShell>
      </Page>
    </RequireSignIn>
  );
}
