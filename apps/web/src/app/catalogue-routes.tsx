import type { ComponentType } from 'react';
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

/**
 * A product page, its practice tool loaded with it (see preloadPageTools): once its code is in,
 * the page and its tool draw at once.
 */
function productPage<Name extends string>(
  load: () => Promise<Record<NoInfer<Name>, ComponentType>>,
  name: Name,
  tool: 'piece' | 'performance' | 'video' | 'reading',
) {
  return lazyPage(async () => {
    const [page] = await Promise.all([
      load(),
      import('./practice-tools').then((tools) => tools.preloadPageTools[tool]()),
    ]);
    return page;
  }, name);
}

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
  {
    path: paths.piece.path,
    element: productPage(() => import('./routes/piece'), 'PiecePage', 'piece'),
  },
  {
    path: paths.performance.path,
    element: productPage(() => import('./routes/performance'), 'PerformancePage', 'performance'),
  },
  {
    path: paths.video.path,
    element: productPage(() => import('./routes/video'), 'VideoPage', 'video'),
  },
  {
    path: paths.reading.path,
    element: productPage(() => import('./routes/reading'), 'ReadingPage', 'reading'),
  },
];
