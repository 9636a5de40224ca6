import type { ReactElement } from 'react';
import { lazyPage } from './lazy-page';

/**
 * The studio's pages (`/studio/<path>`), each its own chunk. A new page is one line here:
 * `{ path: 'import', label: 'Import', element: lazyPage(() => import('…'), 'ImportPage') }`.
 * Entries with a label are in the studio's navigation, in this order; the first is where
 * `/studio` opens. Entries without one (an edit page) are reached by links.
 */
export interface StudioPageEntry {
  path: string;
  label?: string;
  element: ReactElement;
}

export const studioPages: StudioPageEntry[] = [
  {
    path: 'products',
    label: 'Products',
    element: lazyPage(() => import('./routes/studio-products'), 'StudioProductsPage'),
  },
  {
    path: 'products/:id',
    element: lazyPage(() => import('./routes/studio-product'), 'StudioProductPage'),
  },
  {
    path: 'imports',
    label: 'Import scores',
    element: lazyPage(() => import('./routes/studio-imports'), 'StudioImportPage'),
  },
  {
    path: 'imports/:id',
    element: lazyPage(() => import('./routes/studio-import'), 'StudioImportReportPage'),
  },
  {
    path: 'jobs',
    label: 'Jobs',
    element: lazyPage(() => import('./routes/studio-jobs'), 'StudioJobsPage'),
  },
  {
    path: 'figures',
    label: 'Figures',
    element: lazyPage(() => import('./routes/catalogue-figures'), 'CatalogueFiguresPage'),
  },
];
