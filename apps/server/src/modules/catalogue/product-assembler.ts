import type { Product, ProductSummary } from '@cadenza/domain';
import {
  isListed,
  type CatalogueRepository,
  type ProductRow,
  type Visibility,
} from './catalogue.repository.js';
import { toProduct, toProductSummary } from './product-mapper.js';

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const unique = (ids: Iterable<string>) => [...new Set(ids)];

/**
 * Builds API products from rows with a fixed number of queries however many products are
 * asked for (no query per product). Relatives not listed (unpublished, or media still being made) are left out.
 */
export function createProductAssembler(repository: CatalogueRepository) {
  function summarise(rows: readonly ProductRow[]): Map<string, ProductSummary> {
    return new Map(
      rows.map((row) => [row.id, toProductSummary(row, row.credits, row.volumeTitle)]),
    );
  }

  return {
    /** Summaries in the order of `ids`, of the ones listed (found, shown, media made). */
    async summariesOf(ids: readonly string[], visibility: Visibility): Promise<ProductSummary[]> {
      const rows = await repository.findProducts(unique(ids), visibility);
      const summaries = summarise(rows.filter((row) => isListed(row, visibility)));
      return ids.flatMap((id) => summaries.get(id) ?? []);
    },

    summarise(rows: readonly ProductRow[]): ProductSummary[] {
      const summaries = summarise(rows);
      return rows.flatMap((row) => summaries.get(row.id) ?? []);
    },

    async assemble(rows: readonly ProductRow[], visibility: Visibility): Promise<Product[]> {
      const ids = rows.map((row) => row.id);
      // Relatives come with their links, two rounds at most: parents and children, then the
      // grandparents and masterclass performances those lead to.
      const [parents, children, withPages] = await Promise.all([
        repository.findParentRows(ids, visibility),
        repository.findChildRows(ids, visibility),
        repository.findIdsWithReadingPages(ids),
      ]);
      const parentsOf = groupBy(parents, (link) => link.childId);
      const childrenOf = groupBy(children, (link) => link.parentId);

      // Performance and explore pages show the grandparent too (the masterclass's volume).
      const needsGrandparent = rows.filter(
        (row) => row.type === 'performance' || row.type === 'explore',
      );
      const firstParentIds = needsGrandparent.flatMap(
        (row) => parentsOf.get(row.id)?.[0]?.parent.id ?? [],
      );
      const masterclassIds = unique(
        children
          .filter(({ child }) => child.type === 'masterclass' && isListed(child, visibility))
          .map(({ child }) => child.id),
      );
      const [grandparents, masterclassChildLinks] = await Promise.all([
        repository.findParentRows(firstParentIds, visibility),
        repository.findChildRows(masterclassIds, visibility),
      ]);
      const grandparentOf = new Map<string, string>();
      for (const link of grandparents)
        if (!grandparentOf.has(link.childId)) grandparentOf.set(link.childId, link.parent.id);

      const relatives = [
        ...parents.map((link) => link.parent),
        ...children.map((link) => link.child),
        ...grandparents.map((link) => link.parent),
        ...masterclassChildLinks.map((link) => link.child),
      ].filter((row) => isListed(row, visibility));
      const summaries = summarise([...rows, ...relatives]);
      const summaryList = (linkedIds: string[]) =>
        linkedIds.flatMap((id) => summaries.get(id) ?? []);
      const masterclassChildren = groupBy(masterclassChildLinks, (link) => link.parentId);

      return rows.map((row) => {
        const parentIds = (parentsOf.get(row.id) ?? []).map((link) => link.parent.id);
        const firstParent = parentIds[0];
        const grandparent = firstParent ? grandparentOf.get(firstParent) : undefined;
        if (grandparent && needsGrandparent.includes(row) && !parentIds.includes(grandparent))
          parentIds.push(grandparent);
        const childIds = (childrenOf.get(row.id) ?? []).map((link) => link.child.id);
        const performanceIds = childIds.flatMap((childId) =>
          (masterclassChildren.get(childId) ?? []).map((link) => link.child.id),
        );
        const summary = summaries.get(row.id);
        if (!summary) throw new Error(`no summary for ${row.id}`);
        return toProduct(row, row.credits, summary, {
          parentProducts: summaryList(parentIds),
          children: summaryList(childIds),
          masterclassPerformances: summaryList(performanceIds).filter(
            (item) => item.type === 'performance',
          ),
          hasReadingPages: withPages.has(row.id),
        });
      });
    },
  };
}

export type ProductAssembler = ReturnType<typeof createProductAssembler>;
