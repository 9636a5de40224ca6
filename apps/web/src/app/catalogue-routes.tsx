import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from '../lib/paths';

/** Landing and notice pages: the bare layout; open to every device and browser. */
export const catalogueBareRoutes: RouteObject[] = [
  { path: paths.landing.path, element: lazyPage(() => import('./routes/landing'), 'LandingPage') },
  {
    path: paths.georestricted.path,
    element: lazyPage(() => import('./routes/georestricted'), 'GeorestrictedPage'),
  },
  {
    path: paths.unsupported.path,
    element: lazyPage(() => import('./routes/unsupported'), 'UnsupportedPage'),
  },
];

/** Info pages: landing-style header, dark theme; open to every device and browser. */
export const catalogueInfoRoutes: RouteObject[] = [
  { path: paths.about.path, element: lazyPage(() => import('./routes/about'), 'AboutPage') },
  { path: paths.contact.path, element: lazyPage(() => import('./routes/contact'), 'ContactPage') },
  { path: paths.help.path, element: lazyPage(() => import('./routes/help'), 'HelpPage') },
  { path: paths.privacy.path, element: lazyPage(() => import('./routes/privacy'), 'PrivacyPage') },
  { path: paths.terms.path, element: lazyPage(() => import('./routes/terms'), 'TermsPage') },
];

const home = lazyPage(() => import('./routes/home'), 'HomePage');
const browseTerm = lazyPage(() => import('./routes/browse-term'), 'BrowseTermPage');

export const catalogueAppRoutes: RouteObject[] = [
  { path: paths.home.path, element: home },
  { path: paths.offerHome.path, element: home },
  { path: paths.search.path, element: lazyPage(() => import('./routes/search'), 'SearchPage') },
  {
    path: paths.searchType.path,
    element: lazyPage(() => import('./routes/search-results'), 'SearchResultsPage'),
  },
  { path: paths.browse.path, element: lazyPage(() => import('./routes/browse'), 'BrowsePage') },
  {
    path: paths.browseCategory.path,
    element: lazyPage(() => import('./routes/browse-category'), 'BrowseCategoryPage'),
  },
  { path: paths.browseTerm.path, element: browseTerm },
  { path: paths.browseTermType.path, element: browseTerm },
  {
    path: paths.collection.path,
    element: lazyPage(() => import('./routes/collection'), 'CollectionPage'),
  },
  { path: paths.volume.path, element: lazyPage(() => import('./routes/volume'), 'VolumePage') },
  { path: paths.piece.path, element: lazyPage(() => import('./routes/piece'), 'PiecePage') },
  {
    path: paths.performance.path,
    element: lazyPage(() => import('./routes/performance'), 'PerformancePage'),
  },
  { path: paths.video.path, element: lazyPage(() => import('./routes/video'), 'VideoPage') },
  { path: paths.reading.path, element: lazyPage(() => import('./routes/reading'), 'ReadingPage') },
];
