import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from '../lib/paths';
import { consolePages } from './console-pages';

const firstPage = consolePages.find((page) => page.label)?.path ?? '';

/** `/console` and its pages under the console's shell (a chunk of its own, like each page). */
export const consoleRoutes: RouteObject[] = [
  {
    path: paths.console.path,
    element: lazyPage(() => import('./routes/console'), 'ConsoleShellPage'),
    children: [
      { index: true, element: <Navigate to={paths.console.href(firstPage)} replace /> },
      ...consolePages.map(({ path, element }) => ({ path, element })),
    ],
  },
];
