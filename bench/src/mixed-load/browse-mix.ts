import { composers, forms } from '../search/catalogue-words.js';
import { overviewPath, searchQueries } from '../search/search-queries.js';

interface Summary {
  id: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
  return (await response.json()) as T;
}

/** Picks one of `items`, each as often as its weight says. */
function weighted<T>(items: readonly (readonly [number, T])[]): (random: number) => T {
  const total = items.reduce((sum, [weight]) => sum + weight, 0);
  return (random) => {
    let left = random * total;
    for (const [weight, item] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    const last = items.at(-1);
    if (!last) throw new Error('no items to pick from');
    return last[1];
  };
}

function pick<T>(items: readonly T[], random: number): T {
  const item = items[Math.floor(random * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** A search nobody asked before: a composer's surname and part of a form (never in the cache). */
function unaskedSearch(index: number): string {
  const surname = pick(composers, Math.random()).split(' ').at(-1) ?? 'bach';
  const form = pick(forms, Math.random());
  return overviewPath(`${surname} ${form.slice(0, 3 + (index % 4))} ${String(index)}`);
}

/**
 * What people browsing the catalogue ask for, by weight: the home page, collections and their
 * volumes, volumes opened, pieces opened, searches typed (most asked before, some new) and
 * browse lists. The ids are found by walking the demo library from the top.
 */
export async function browseMix(baseUrl: string): Promise<(index: number) => string> {
  const { collections } = await getJson<{ collections: Summary[] }>(`${baseUrl}/api/collections`);
  const collectionIds = collections.slice(0, 8).map((collection) => collection.id);
  const volumeIds: string[] = [];
  for (const id of collectionIds) {
    const { volumes } = await getJson<{ volumes: Summary[] }>(
      `${baseUrl}/api/collections/${id}/volumes`,
    );
    volumeIds.push(...volumes.slice(0, 4).map((volume) => volume.id));
  }
  const productIds: string[] = [];
  for (const id of volumeIds) {
    const { pieces } = await getJson<{ pieces: Summary[] }>(
      `${baseUrl}/api/volumes/${id}?expand=all`,
    );
    productIds.push(...pieces.slice(0, 5).map((piece) => piece.id));
  }
  const { terms } = await getJson<{ terms: { term: string }[] }>(
    `${baseUrl}/api/products/search?terms=composer&size=10000`,
  );
  const composerNames = terms.slice(0, 20).map((entry) => entry.term);
  const choose = weighted<(index: number) => string>([
    [20, () => '/api/home'],
    [5, () => '/api/collections'],
    [10, () => `/api/collections/${pick(collectionIds, Math.random())}/volumes`],
    [15, () => `/api/volumes/${pick(volumeIds, Math.random())}?expand=all`],
    [20, () => `/api/products/${pick(productIds, Math.random())}`],
    [15, () => overviewPath(pick(searchQueries, Math.random()))],
    [5, (index) => unaskedSearch(index)],
    [
      5,
      () =>
        `/api/products/search?terms=${pick(['composer', 'artist', 'publisher', 'arranger'], Math.random())}`,
    ],
    [
      5,
      () =>
        `/api/products/search?${new URLSearchParams({ filter: `composer:${pick(composerNames, Math.random())}`, size: '10000', groupBy: '_type' }).toString()}`,
    ],
  ]);
  return (index) => choose(Math.random())(index);
}
