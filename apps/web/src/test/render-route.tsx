import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { AppRoutes } from '../app/router';
import type { DeviceState } from '../lib/device';
import { DeviceContext } from '../lib/device-context';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export const supportedDesktop: DeviceState = {
  isIpad: false,
  isMobile: false,
  isTablet: false,
  isBrowserSupported: true,
  isSupported: true,
};

interface RenderRouteOptions {
  /** Defaults to the app's own routes. */
  routes?: RouteObject[];
  device?: DeviceState;
}

function createLocationProbe() {
  const seen: { current: Location | null } = { current: null };
  function LocationProbe() {
    const location = useLocation();
    // Kept as the router commits (a layout effect), so a test that found the new page's content
    // reads the location that drew it; a passive effect could still be pending then.
    useLayoutEffect(() => {
      seen.current = location;
    });
    return null;
  }
  return { LocationProbe, seen };
}

/** Renders the app (or the given routes) at a URL, as the browser would open it. */
export function renderRoute(
  url: string,
  { routes, device = supportedDesktop }: RenderRouteOptions = {},
) {
  const queryClient = createTestQueryClient();
  const { LocationProbe, seen } = createLocationProbe();
  const user = userEvent.setup();
  const result = render(
    <DeviceContext value={device}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <AppRoutes {...(routes ? { routes } : {})} />
        </MemoryRouter>
      </QueryClientProvider>
    </DeviceContext>,
  );
  /** The router's current location, for assertions on navigation. */
  const location = (): Location => {
    if (!seen.current) throw new Error('the router has not rendered yet');
    return seen.current;
  };
  return { ...result, queryClient, user, location };
}
