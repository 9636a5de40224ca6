import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import {
  catalogueOverviewEndpoint,
  configEndpoint,
  endpointPath,
  homeEndpoint,
  normalizeSearchQuery,
  productEndpoint,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_OVERVIEW_SIZE,
  searchEndpoint,
  volumeEndpoint,
} from '@cadenza/domain';

/** Product pages whose id is already URL-safe (the API refuses any other id). */
const productPagePath = /^\/(volumes|pieces|performances|videos|readings)\/([A-Za-z0-9-]{1,64})$/;

/**
 * The API answers a page needs first, so index.html can ask for them while the app's code
 * is still downloading (`<link rel="preload" as="fetch">`). Each path is spelled exactly as
 * the web app requests it, or the browser would not reuse the answer.
 */
export function apiPreloadsFor(requestUrl: string): string[] {
  const url = new URL(requestUrl, 'http://localhost');
  const productPage = productPagePath.exec(url.pathname);
  if (productPage) {
    const [, kind, id = ''] = productPage;
    return kind === 'volumes'
      ? [`/api${endpointPath(volumeEndpoint, { id })}?expand=all`]
      : [`/api${endpointPath(productEndpoint, { id })}`];
  }
  if (url.pathname === '/search') return searchPreloads(url.searchParams);
  // The landing's price and count (`loadLandingData` in apps/web), asked for once its code has
  // loaded after the first paint: the answers are in by then.
  if (url.pathname === '/')
    return [`/api${configEndpoint.path}`, `/api${catalogueOverviewEndpoint.path}`];
  const offerHome = /^\/([^/]+)\/home$/.exec(url.pathname);
  if (url.pathname !== '/home' && !offerHome) return [];
  const fromQuery = url.searchParams.get('referralCode');
  const fromPath = offerHome?.[1] ? safeDecode(offerHome[1]) : null;
  const referralCode = fromQuery ?? fromPath;
  const home = `/api${homeEndpoint.path}`;
  return [referralCode ? `${home}?referralCode=${encodeURIComponent(referralCode)}` : home];
}

/**
 * The search page's overview, asked for as `searchQueries.overview` in apps/web asks: the
 * normalized query, 5 of each type, grouped by type. With a difficulty filter in the address the
 * page adds its own parameter, so nothing is preloaded then.
 */
function searchPreloads(params: URLSearchParams): string[] {
  const q = normalizeSearchQuery(params.get('q') ?? '');
  if (q.length < SEARCH_MIN_QUERY_LENGTH || params.has(DIFFICULTY_PARAM)) return [];
  const query = new URLSearchParams({ q, size: String(SEARCH_OVERVIEW_SIZE), groupBy: '_type' });
  return [`/api${searchEndpoint.path}?${query.toString()}`];
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Preload links for the head: API answers (the web app's requests send cookies, so these do
 * too) and the page's lead images, usually its largest paint.
 */
export function preloadLinks(apiPaths: string[], leadImages: readonly string[] = []): string[] {
  return [
    ...apiPaths.map(
      (path) =>
        `<link rel="preload" href="${escapeAttribute(path)}" as="fetch" crossorigin="use-credentials" />`,
    ),
    ...leadImages.map(
      (image) =>
        `<link rel="preload" href="${escapeAttribute(image)}" as="image" fetchpriority="high" />`,
    ),
  ];
}
