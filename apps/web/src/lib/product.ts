export const PRODUCT_NAME = 'Cadenza';
export const PRODUCT_TAGLINE = 'Learn. Play. Sing.';
