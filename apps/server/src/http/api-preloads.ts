import { endpointPath, homeEndpoint, productEndpoint, volumeEndpoint } from '@cadenza/domain';

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
  const offerHome = /^\/([^/]+)\/home$/.exec(url.pathname);
  if (url.pathname !== '/home' && !offerHome) return [];
  const fromQuery = url.searchParams.get('referralCode');
  const fromPath = offerHome?.[1] ? safeDecode(offerHome[1]) : null;
  const referralCode = fromQuery ?? fromPath;
  const home = `/api${homeEndpoint.path}`;
  return [referralCode ? `${home}?referralCode=${encodeURIComponent(referralCode)}` : home];
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
 * too) and the page's lead image, usually its largest paint.
 */
export function preloadLinks(apiPaths: string[], leadImage: string | null = null): string[] {
  const links = apiPaths.map(
    (path) =>
      `<link rel="preload" href="${escapeAttribute(path)}" as="fetch" crossorigin="use-credentials" />`,
  );
  if (leadImage) {
    links.push(
      `<link rel="preload" href="${escapeAttribute(leadImage)}" as="image" fetchpriority="high" />`,
    );
  }
  return links;
}
