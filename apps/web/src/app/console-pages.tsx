import type { ReactElement } from 'react';
import { lazyPage } from './lazy-page';

/**
 * The operations console's pages (`/console/<path>`), each its own chunk. A new page is one
 * line here: `{ path: 'numbers', label: 'Numbers', element: lazyPage(() => import('…'), 'NumbersPage') }`.
 * Entries with a label are in the console's navigation, in this order; the first is where
 * `/console` opens. Entries without one (an offer's page) are reached by links. Their API
 * routes go in the console scope (apps/server/src/app.ts), which refuses all but admins.
 */
export interface ConsolePageEntry {
  path: string;
  label?: string;
  element: ReactElement;
}

export const consolePages: ConsolePageEntry[] = [
  {
    path: 'offers',
    label: 'Offers',
    element: lazyPage(() => import('./routes/console-offers'), 'ConsoleOffersPage'),
  },
  {
    path: 'offers/new',
    element: lazyPage(() => import('./routes/console-offer'), 'ConsoleNewOfferPage'),
  },
  {
    path: 'offers/:code',
    element: lazyPage(() => import('./routes/console-offer'), 'ConsoleOfferPage'),
  },
  {
    path: 'customers',
    label: 'Customers',
    element: lazyPage(() => import('./routes/console-customers'), 'ConsoleCustomersPage'),
  },
  {
    path: 'customers/:customerId',
    element: lazyPage(() => import('./routes/console-customer'), 'ConsoleCustomerPage'),
  },
  {
    path: 'numbers',
    label: 'Numbers',
    element: lazyPage(() => import('./routes/console-numbers'), 'ConsoleNumbersPage'),
  },
  {
    path: 'figures',
    label: 'Catalogue figures',
    element: lazyPage(() => import('./routes/catalogue-figures'), 'CatalogueFiguresPage'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    element: lazyPage(() => import('./routes/console-audit'), 'ConsoleAuditPage'),
  },
];
