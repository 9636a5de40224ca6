/**
 * Relative API paths of a product's media. The catalogue only stores references; the content
 * and practice-tools modules serve these paths. Relative image and media URLs are prefixed
 * with the API host by the client (spec §7); https URLs are kept as they are.
 */
import type { VideoPerspective } from './product-types.js';

const base = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;

export const productMediaPaths = {
  package: (productId: string) => `${base(productId)}/package`,
  previewPackage: (productId: string) => `${base(productId)}/preview-package`,
  /** The opening bars of a piece's score as an SVG image, open to all. */
  openingImage: (productId: string) => `${base(productId)}/opening.svg`,
  /** The score viewer's first page at its size, pre-rendered (the preview's for a non-subscriber). */
  scoreFirstPage: (productId: string, size: { width: number; height: number }) =>
    `${base(productId)}/first-page.svg?width=${String(size.width)}&height=${String(size.height)}`,
  pdf: (productId: string) => `${base(productId)}/pdf`,
  pronunciationAudio: (productId: string) => `${base(productId)}/pronunciation-audio`,
  /** The recording a score package points at (served by the content module). */
  recording: (productId: string) => `${base(productId)}/recording`,
  /** The recording's parts, a channel each (for the player's parts mixer). */
  recordingStems: (productId: string) => `${base(productId)}/recording-stems`,
  videoPlaylist: (productId: string) => `${base(productId)}/video/playlist.m3u8`,
  perspectiveVideoPlaylist: (productId: string, perspective: VideoPerspective) =>
    `${base(productId)}/videos/${perspective}/playlist.m3u8`,
} as const;

/** The generated cover of a product; `version` changes whenever the cover would change. */
export function productCoverPath(productId: string, version: string): string {
  return `/api/images/products/${encodeURIComponent(productId)}/cover.svg?v=${encodeURIComponent(version)}`;
}

/**
 * The renditions of a generated cover: `small` for the rows of search results and lists (48 px
 * wide), where the lettering would be a few pixels high, is the artwork alone. A browser draws
 * each SVG image as a document of its own, and its text was half of that work.
 */
export const COVER_SIZES = ['small'] as const;
export type CoverSize = (typeof COVER_SIZES)[number];

const generatedCoverPath =
  /^(?:https?:\/\/[^/]+)?\/api\/images\/products\/[^/?#]+\/cover\.svg\?v=[^&#]*$/;

/** A cover URL at the small size when it is a generated cover; any other image as it is. */
export function smallCoverUrl(coverUrl: string): string {
  return generatedCoverPath.test(coverUrl) ? `${coverUrl}&size=small` : coverUrl;
}

/** Whether an image or media URL must be prefixed with the API host (spec §7). */
export function isRelativeMediaUrl(url: string): boolean {
  return !/^https?:\/\//i.test(url);
}
