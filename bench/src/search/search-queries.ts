/**
 * What people type into the search box: composers, famous titles, forms, performers, several
 * words, half-typed words (search as you type) and typos.
 */
export const searchQueries = [
  'bach',
  'chopin nocturne',
  'moonlight sonata',
  'dvorak',
  'beethovn',
  'mozart sonata',
  'chop',
  'rachmaninov prelude',
  'debussy clair de lune',
  'fur elise',
  'argerich',
  'satie gymnopedie',
  'liszt hungarian rhapsody',
  'schubert ave maria',
  'waltz',
  'the entertainer',
  'brahms intermezzo',
  'schumann traumerei',
  'grieg',
  'bartok',
];

/** The overview call of the search page (spec §7). */
export function overviewPath(query: string): string {
  return `/api/products/search?${new URLSearchParams({ q: query, size: '5', groupBy: '_type' }).toString()}`;
}
