import type { ProductUrlKind } from '@cadenza/domain/rules';

/**
 * Every route of the app, in one place: `path` is the router pattern, `href` builds a link.
 * Dynamic values are URI-encoded; optional query values that are undefined are left out.
 */
type Query = Record<string, string | undefined>;

function withQuery(pathname: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const segment = encodeURIComponent;

export const paths = {
  landing: { path: '/', href: () => '/' },
  georestricted: { path: '/georestricted', href: () => '/georestricted' },
  unsupported: {
    path: '/unsupported',
    href: (query?: Query) => withQuery('/unsupported', query),
  },
  notFound: { path: '/notfound', href: () => '/notfound' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  help: { path: '/help', href: () => '/help' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },

  home: { path: '/home', href: () => '/home' },
  offerHome: { path: '/:referralCode/home', href: (code: string) => `/${segment(code)}/home` },

  search: { path: '/search', href: (query?: Query) => withQuery('/search', query) },
  searchType: {
    path: '/search/:type',
    href: (type: string, query?: Query) => withQuery(`/search/${segment(type)}`, query),
  },
  browse: { path: '/browse', href: (query?: Query) => withQuery('/browse', query) },
  browseCategory: {
    path: '/browse/:category',
    href: (category: string, query?: Query) => withQuery(`/browse/${segment(category)}`, query),
  },
  browseTerm: {
    path: '/browse/:category/:term',
    href: (category: string, term: string, query?: Query) =>
      withQuery(`/browse/${segment(category)}/${segment(term)}`, query),
  },
  browseTermType: {
    path: '/browse/:category/:term/:type',
    href: (category: string, term: string, type: string, query?: Query) =>
      withQuery(`/browse/${segment(category)}/${segment(term)}/${segment(type)}`, query),
  },

  collection: { path: '/collections/:id', href: (id: string) => `/collections/${segment(id)}` },
  volume: { path: '/volumes/:id', href: (id: string) => `/volumes/${segment(id)}` },
  piece: { path: '/pieces/:id', href: (id: string) => `/pieces/${segment(id)}` },
  performance: { path: '/performances/:id', href: (id: string) => `/performances/${segment(id)}` },
  video: { path: '/videos/:id', href: (id: string) => `/videos/${segment(id)}` },
  reading: { path: '/readings/:id', href: (id: string) => `/readings/${segment(id)}` },

  account: { path: '/account', href: () => '/account' },
  accountSubscription: { path: '/account/subscription', href: () => '/account/subscription' },
  accountPurchase: { path: '/account/purchase', href: () => '/account/purchase' },
  accountPrint: { path: '/account/print', href: () => '/account/print' },
  accountPayment: { path: '/account/payment', href: () => '/account/payment' },
  accountCardDetails: {
    path: '/account/payment/:id',
    href: (cardId: string) => `/account/payment/${segment(cardId)}`,
  },
  accountAddCard: { path: '/account/card', href: () => '/account/card' },
  accountSubscribe: { path: '/account/subscribe', href: () => '/account/subscribe' },
  library: { path: '/library', href: (query?: Query) => withQuery('/library', query) },
  /** The operations console (admins); its pages are listed in app/console-pages.tsx. */
  console: { path: '/console', href: (page = '') => (page ? `/console/${page}` : '/console') },
  consoleOffer: {
    path: '/console/offers/:code',
    href: (code: string) => `/console/offers/${segment(code)}`,
  },
  consoleCustomer: {
    path: '/console/customers/:customerId',
    href: (customerId: string) => `/console/customers/${segment(customerId)}`,
  },
  /** The publisher studio (admins and publishers); its pages are listed in app/studio-pages.tsx. */
  studio: { path: '/studio', href: (page = '') => (page ? `/studio/${page}` : '/studio') },
  studioProduct: {
    path: '/studio/products/:id',
    href: (id: string) => `/studio/products/${segment(id)}`,
  },
  studioImport: {
    path: '/studio/imports/:id',
    href: (id: string) => `/studio/imports/${segment(id)}`,
  },
  setlist: { path: '/setlists/:id', href: (id: string) => `/setlists/${segment(id)}` },
  createPassword: {
    path: '/account/create-password/:token',
    href: (token: string) => `/account/create-password/${segment(token)}`,
  },
  passwordReset: {
    path: '/password-reset/:token',
    href: (token: string) => `/password-reset/${segment(token)}`,
  },

  subscribeCreditCard: { path: '/subscribe/credit-card', href: () => '/subscribe/credit-card' },
  subscribeWelcome: { path: '/subscribe/welcome', href: () => '/subscribe/welcome' },
  welcome: { path: '/welcome', href: () => '/welcome' },

  offer: { path: '/:referralCode', href: (code: string) => `/${segment(code)}` },
  offerSignup: {
    path: '/:referralCode/signup',
    href: (code: string) => `/${segment(code)}/signup`,
  },
  offerCreditCard: {
    path: '/:referralCode/credit-card',
    href: (code: string) => `/${segment(code)}/credit-card`,
  },
  offerWelcome: {
    path: '/:referralCode/welcome',
    href: (code: string) => `/${segment(code)}/welcome`,
  },
} as const;

/** The page of a product, by the URL kind of its type. */
export function productHref(kind: ProductUrlKind, id: string): string {
  return `/${kind}/${segment(id)}`;
}
