import { productIdSchema, type Product } from '@cadenza/domain';
import type { Viewer } from './viewer.js';
import { AppError } from './app-error.js';

export const PRODUCT_NAME = 'Cadenza';
const DEFAULT_DESCRIPTION =
  'Learn. Play. Sing. Sheet music for pianists and singers with synced recordings, videos and further reading. Try it free for 30 days.';
/** Shown by link previews of pages without an image of their own. */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/social-image.png';
const DESCRIPTION_MAX_LENGTH = 200;

export interface PageMeta {
  /** The document title, as the web app sets it ('Home | Cadenza'). */
  title: string;
  description: string;
  /** Absolute URLs. */
  image: string;
  url: string;
  type: 'website' | 'article';
  /** The images the page shows first and largest (a volume's banner cover, home's hero). */
  leadImages: string[];
}

/** Page titles the web app sets for its fixed routes; the e2e suite checks they agree. */
const staticPages: Record<string, { title: string | null; description?: string }> = {
  '/': { title: 'Learn. Play. Sing.' },
  '/home': { title: 'Home' },
  '/search': { title: 'Search' },
  '/browse': { title: 'Browse' },
  '/about': {
    title: 'About us',
    description: `${PRODUCT_NAME} is a multimedia music service for learners, performers, teachers, publishers and enthusiasts.`,
  },
  '/contact': { title: 'Contact us', description: `How to reach the ${PRODUCT_NAME} team.` },
  '/help': { title: 'Help & Support' },
  '/privacy': { title: 'Privacy Policy' },
  '/terms': { title: 'Terms of Service' },
  '/georestricted': { title: 'Not available in your country' },
  '/unsupported': { title: 'Device or browser not supported' },
};

const productPath = /^\/(collections|volumes|pieces|performances|videos|readings)\/([^/]+)$/;

export type FindProduct = (id: string) => Promise<Product | null>;
/**
 * The covers home shows first and largest (its hero's first cards, the next row's first), as a
 * guest sees them.
 */
export type FindHomeLeadImages = () => Promise<string[]>;

/**
 * Home's lead images: the first two cards of its first row, the hero, which opens centred on its
 * second card with the first beside it (its covers are the largest paint on a wide screen), and
 * the first card of the next row, drawn with the hero (on a phone its cover, the width of the
 * screen, is the largest paint; the hero's cards hold small covers there).
 */
export function findHomeLeadImagesForGuests(catalogue: {
  getHome(
    referralCode: undefined,
    viewer: Viewer | null,
  ): Promise<{
    carousels: readonly { items: readonly { coverImage: { url: string } }[] }[];
  }>;
}): FindHomeLeadImages {
  return async () => {
    const [hero, next] = (await catalogue.getHome(undefined, null)).carousels;
    return [...(hero?.items.slice(0, 2) ?? []), ...(next?.items.slice(0, 1) ?? [])].map(
      (item) => item.coverImage.url,
    );
  };
}

/** Link previews show what a guest may see: a product hidden from guests is not described. */
export function findProductForGuests(catalogue: {
  getProduct(id: string, viewer: Viewer | null): Promise<Product>;
}): FindProduct {
  return async (id) => {
    try {
      return await catalogue.getProduct(id, null);
    } catch (error) {
      if (error instanceof AppError && error.code === 'notFound') return null;
      throw error;
    }
  };
}

interface ResolvePageMetaOptions {
  pathname: string;
  publicUrl: string;
  findProduct: FindProduct;
  findHomeLeadImages?: FindHomeLeadImages;
}

export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Text of an HTML description, shortened for a preview. */
export function plainText(html: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

function absoluteUrl(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, `${publicUrl}/`).href;
}

function productDescription(product: Product): string {
  if (product.description) {
    const text = plainText(product.description);
    if (text) return text;
  }
  const by = product.composer ?? product.featuredArtist;
  return `${product.title}${by ? ` by ${by}` : ''}: sheet music with synced recordings on ${PRODUCT_NAME}.`;
}

/**
 * The image the web app shows largest: a volume's banner cover. Other product pages open on
 * a player or viewer whose first image depends on what the visitor may see.
 */
function leadImagesOf(product: Product, pathname: string): string[] {
  return pathname.startsWith('/volumes/') ? [product.coverImage.url] : [];
}

/** Title, description and preview image of the page at `pathname`. */
export async function resolvePageMeta({
  pathname,
  publicUrl,
  findProduct,
  findHomeLeadImages,
}: ResolvePageMetaOptions): Promise<PageMeta> {
  const url = absoluteUrl(pathname, publicUrl);
  const defaults: PageMeta = {
    title: PRODUCT_NAME,
    description: DEFAULT_DESCRIPTION,
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE_PATH, publicUrl),
    url,
    type: 'website',
    leadImages: [],
  };
  const page = staticPages[pathname];
  if (page) {
    return {
      ...defaults,
      title: formatTitle(page.title),
      description: page.description ?? DEFAULT_DESCRIPTION,
      leadImages: pathname === '/home' && findHomeLeadImages ? await findHomeLeadImages() : [],
    };
  }
  const id = productPath.exec(pathname)?.[2];
  if (!id || !productIdSchema.safeParse(id).success) return defaults;
  const product = await findProduct(id);
  if (!product) return defaults;
  return {
    title: formatTitle(product.title),
    description: productDescription(product),
    image: absoluteUrl(product.socialImage.url, publicUrl),
    url,
    type: 'article',
    leadImages: leadImagesOf(product, pathname),
  };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * index.html with the page's title, description and Open Graph tags in its head, and any
 * extra head elements (preload links).
 */
export function injectPageMeta(html: string, meta: PageMeta, extraHead: string[] = []): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    ['og:site_name', PRODUCT_NAME],
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.image],
    ['og:url', meta.url],
  ]
    .map(
      ([property, content = '']) =>
        `<meta property="${property}" content="${escapeAttribute(content)}" />`,
    )
    .concat([
      '<meta name="twitter:card" content="summary_large_image" />',
      `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`,
      ...extraHead,
    ])
    .join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
