export {
  CatalogueDraftBuilder,
  type CatalogueDraft,
  type ProductDraft,
  type ProductFields,
} from './catalogue-draft.js';
export { productIdFor } from './product-id.js';
