import type { Product, ProductSummary } from '@cadenza/domain';
import {
  isListed,
  type CatalogueRepository,
  type ProductRow,
  type RelativeKind,
  type RelativeRow,
  type SummaryRow,
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

const showsGrandparent = (row: ProductRow) => row.type === 'performance' || row.type === 'explore';

/**
 * Builds API products from rows with one statement however many products are asked for (no
 * query per product). Relatives not listed (unpublished, or media still being made) are left
 * out.
 */
export function createProductAssembler(repository: CatalogueRepository) {
  const summaryOf = (row: SummaryRow) => toProductSummary(row, row.credits, row.volumeTitle);

  return {
    /** Each row's summary, in the rows' order. */
    summarise(rows: readonly SummaryRow[]): ProductSummary[] {
      return rows.map(summaryOf);
    },

    /**
     * Each row as an API product. Every relative of every row comes with its link in one
     * statement (see findRelativeRows), or is given: `found`, relatives already read for at
     * least these rows (findFamilyRelativeRows).
     */
    async assemble(
      rows: readonly ProductRow[],
      visibility: Visibility,
      found?: readonly RelativeRow[],
    ): Promise<Product[]> {
      const relatives =
        found ??
        (await repository.findRelativeRows(
          rows.map((row) => row.id),
          visibility,
        ));
      const ofKind = (kind: RelativeKind) =>
        groupBy(
          relatives.filter((relative) => relative.kind === kind),
          (relative) => relative.ofId,
        );
      const parentsOf = ofKind('parent');
      const childrenOf = ofKind('child');
      const grandparentsOf = ofKind('grandparent');
      const masterclassChildrenOf = ofKind('masterclassChild');

      // One summary per product, however many links bring it.
      const summaries = new Map(rows.map((row) => [row.id, summaryOf(row)]));
      for (const { product } of relatives)
        if (!summaries.has(product.id) && isListed(product, visibility))
          summaries.set(product.id, summaryOf(product));
      const summaryList = (linkedIds: string[]) =>
        linkedIds.flatMap((id) => summaries.get(id) ?? []);
      const idsOf = (links: RelativeRow[] | undefined) =>
        (links ?? []).map((link) => link.product.id);

      return rows.map((row) => {
        const parentIds = idsOf(parentsOf.get(row.id));
        // Performance and explore pages show the grandparent too (the masterclass's volume).
        const firstParent = showsGrandparent(row) ? parentIds[0] : undefined;
        const grandparent = firstParent ? idsOf(grandparentsOf.get(firstParent))[0] : undefined;
        if (grandparent && !parentIds.includes(grandparent)) parentIds.push(grandparent);
        const childIds = idsOf(childrenOf.get(row.id));
        const performanceIds = childIds.flatMap((childId) =>
          idsOf(masterclassChildrenOf.get(childId)),
        );
        const summary = summaries.get(row.id);
        if (!summary) throw new Error(`no summary for ${row.id}`);
        return toProduct(row, row.credits, summary, {
          parentProducts: summaryList(parentIds),
          children: summaryList(childIds),
          masterclassPerformances: summaryList(performanceIds).filter(
            (item) => item.type === 'performance',
          ),
          hasReadingPages: row.hasReadingPages,
        });
      });
    },
  };
}

export type ProductAssembler = ReturnType<typeof createProductAssembler>;
