import { z } from 'zod';
import { productTypes } from '../rules/product-types.js';

export {
  isProductTypeForUrlKind,
  isReadingType,
  productTypes,
  productUrlKind,
  productUrlKinds,
  readingTypes,
  type ProductType,
  type ProductUrlKind,
  type ReadingType,
} from '../rules/product-types.js';

export const productTypeSchema = z.enum(productTypes);

/** Roles a person can have on a product (browse categories use the plural names). */
export const personRoles = [
  'composer',
  'arranger',
  'lyricist',
  'editor',
  'selector',
  'translator',
] as const;
export type PersonRole = (typeof personRoles)[number];
export const personRoleSchema = z.enum(personRoles);

export const instruments = ['piano', 'vocal'] as const;
export type Instrument = (typeof instruments)[number];

/**
 * Flags a product carries that change how the client plays it. 'stems': its recording is made in
 * parts as well (the package then offers them to the player's parts mixer).
 */
export const productFeatureFlags = ['pitch-shift', 'stems'] as const;
export type ProductFeatureFlag = (typeof productFeatureFlags)[number];

export const videoPerspectives = ['top', 'left', 'right'] as const;
export type VideoPerspective = (typeof videoPerspectives)[number];
