/**
 * `@cadenza/domain/rules`: the domain's pure rules, shared by server and web. Nothing here
 * imports zod or a module that does, so code in the web app's first download may use it
 * (lint keeps it so).
 */
export * from './card-expiry.js';
export * from './card-number.js';
export * from './catalogue-counts.js';
export * from './entitlement.js';
export * from './product-types.js';
export * from './search-params.js';
export * from './trial.js';
