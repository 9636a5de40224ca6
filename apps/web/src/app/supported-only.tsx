import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useDevice } from '../lib/device-context';
import { paths } from '../lib/paths';
import type { UnsupportedRedirectState } from '../lib/unsupported-redirect';

/**
 * Spec §4: the app renders only on a supported device and browser; others are sent to the
 * notice page, keeping the iOS app's `source` parameter.
 */
export function SupportedOnly() {
  const device = useDevice();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (device.isSupported) return <Outlet />;
  const source = searchParams.get('source') ?? undefined;
  const state: UnsupportedRedirectState = { from: pathname };
  return <Navigate to={paths.unsupported.href({ source })} replace state={state} />;
}
