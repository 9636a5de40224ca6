import { createHash } from 'node:crypto';

/**
 * A product's id from its source key ('demo:piece:<score ref>', 'import:<sha256>'): short,
 * URL-safe and the same on every seed, so links to the demo library survive a reseed.
 */
export function productIdFor(sourceKey: string): string {
  return createHash('sha256').update(sourceKey).digest('hex').slice(0, 12);
}

/** A stable id for a person or publisher from the name, readable in logs. */
export function slugIdFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  const suffix = createHash('sha256').update(name).digest('hex').slice(0, 6);
  return `${slug || 'x'}-${suffix}`;
}
