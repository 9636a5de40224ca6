export {
  CatalogueDraftBuilder,
  type CatalogueDraft,
  type ProductDraft,
  type ProductFields,
  sortNameOf,
} from './catalogue-draft.js';
export { productIdFor, slugIdFor } from './product-id.js';
