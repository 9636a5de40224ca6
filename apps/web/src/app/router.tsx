import { Suspense, useLayoutEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CookieBanner } from '../components/cookie-banner';
import { BareLayout } from '../components/layout/bare-layout';
import { Layout } from '../components/layout/layout';
import { PageLoading } from '../components/page-loading';
import { accountRoutes, offerAppRoutes, offerBareRoutes } from './account-routes';
import { DialogMount } from './dialog-mount';
import { catalogueAppRoutes, catalogueBareRoutes, catalogueInfoRoutes } from './catalogue-routes';
import { lazyPage, preloadElement } from './lazy-page';
import { paths } from '../lib/paths';
import { SupportedOnly } from './supported-only';
import { studioRoutes } from './studio-routes';
import { consoleRoutes } from './console-routes';

// Their own chunks: TanStack Query and the app header's search are not part of the landing
// page's first download.
const dataLayer = lazyPage(() => import('./data-layer'), 'DataLayer');
const appLayout = lazyPage(() => import('./app-layout'), 'AppLayout');

/** A new page starts at the top; a link to an anchor keeps the browser's own scrolling. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function AppShell() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
      <DialogMount />
    </>
  );
}

// Its own chunk: the landing page's first download does without the not-found page's search.
const notFoundPage = lazyPage(() => import('../components/not-found-page'), 'NotFoundPage');

const notFoundRoutes: RouteObject[] = [
  { path: paths.notFound.path, element: notFoundPage },
  { path: '*', element: notFoundPage },
];

/**
 * React Router in declarative mode (`useRoutes` under a `BrowserRouter`): the data router's
 * code stays out of the first download. Pages load as their own chunks.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { element: <BareLayout />, children: catalogueBareRoutes },
      {
        element: <Layout header="landing" theme="dark" />,
        children: catalogueInfoRoutes,
      },
      {
        element: <SupportedOnly />,
        children: [
          {
            element: dataLayer,
            children: [
              { element: <BareLayout />, children: offerBareRoutes },
              {
                element: appLayout,
                children: [
                  ...catalogueAppRoutes,
                  ...accountRoutes,
                  ...studioRoutes,
                  ...consoleRoutes,
                  ...notFoundRoutes,
                  ...offerAppRoutes,
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading every chunk the page at `pathname` needs (layouts and page) at once, rather
 * than each one after the one around it has rendered; resolves when all can render at once.
 */
export async function preloadRoute(
  pathname: string,
  routes: RouteObject[] = appRoutes,
): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => preloadElement(match.route.element)),
  );
}

export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
