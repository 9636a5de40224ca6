import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from '../lib/paths';
import { studioPages } from './studio-pages';

const firstPage = studioPages.find((page) => page.label)?.path ?? '';

/** `/studio` and its pages under the studio's shell (a chunk of its own, like each page). */
export const studioRoutes: RouteObject[] = [
  {
    path: paths.studio.path,
    element: lazyPage(() => import('./routes/studio'), 'StudioShellPage'),
    children: [
      { index: true, element: <Navigate to={paths.studio.href(firstPage)} replace /> },
      ...studioPages.map(({ path, element }) => ({ path, element })),
    ],
  },
];
