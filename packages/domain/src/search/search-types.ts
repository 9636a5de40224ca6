import { z } from 'zod';
import type { PersonRole, ProductType } from '../catalogue/product-types.js';

/**
 * The groups search results come in (spec §2 search overview), in the order the overview
 * shows them. Each item still carries its own product type, which says which page it opens.
 */
export const searchTypes = ['volume', 'piece', 'performance', 'video', 'reading'] as const;
export type SearchType = (typeof searchTypes)[number];
export const searchTypeSchema = z.enum(searchTypes);

/**
 * The group a product type is found under: explore items are short videos (they play on the
 * video page) and every reading type is a reading. Collections and masterclasses are not
 * search results: a collection is reached through its volumes, a masterclass through its
 * performance.
 */
export function searchTypeOf(type: ProductType): SearchType | null {
  switch (type) {
    case 'volume':
    case 'piece':
    case 'performance':
    case 'video':
      return type;
    case 'explore':
      return 'video';
    case 'reading':
    case 'aboutComposer':
    case 'aboutVolume':
    case 'aboutMusic':
    case 'credits':
    case 'readingSinglePage':
    case 'readingNavigated':
    case 'readingPdf':
      return 'reading';
    case 'collection':
    case 'masterclass':
      return null;
  }
}

/**
 * Browse categories (spec §2 browse index, §7 browse fields): artist is the featured artist,
 * publisher the organisation's name, the others a person's role on the product.
 */
export const browseFields = [
  'composer',
  'artist',
  'publisher',
  'arranger',
  'lyricist',
  'editor',
  'selector',
  'translator',
] as const;
export type BrowseField = (typeof browseFields)[number];
export const browseFieldSchema = z.enum(browseFields);

export function isBrowseField(value: string): value is BrowseField {
  return (browseFields as readonly string[]).includes(value);
}

/** The person role a browse field reads, or null for artist and publisher. */
export function personRoleOfBrowseField(field: BrowseField): PersonRole | null {
  switch (field) {
    case 'artist':
    case 'publisher':
      return null;
    case 'composer':
    case 'arranger':
    case 'lyricist':
    case 'editor':
    case 'selector':
    case 'translator':
      return field;
  }
}

/** Sortable columns of the result tables (spec §3); `none` is the relevance order. */
export const searchSortColumns = ['title', 'composer', 'volumeTitle', 'featuredArtist'] as const;
export type SearchSortColumn = (typeof searchSortColumns)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The columns each result table shows, in order (spec §2); volumes show title and composer. */
export const searchTableColumns: Record<SearchType, readonly SearchSortColumn[]> = {
  volume: ['title', 'composer'],
  piece: ['title', 'composer', 'volumeTitle'],
  performance: ['title', 'featuredArtist', 'composer', 'volumeTitle'],
  reading: ['title', 'composer', 'volumeTitle'],
  video: ['title', 'featuredArtist', 'composer', 'volumeTitle'],
};
