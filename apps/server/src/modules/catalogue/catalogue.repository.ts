import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { AnyColumn } from 'drizzle-orm';
import { isReadingType, type ProductType } from '@cadenza/domain';
import type { CatalogueCounts } from '@cadenza/domain/rules';
import type { Database } from '../../db/client.js';
import type { Credit } from './product-mapper.js';
import {
  catalogueState,
  homeCarouselItems,
  homeCarousels,
  importedScores,
  organisations,
  persons,
  productPersons,
  productRelations,
  products,
  readingPages,
} from '../../db/schema/index.js';

/** A product with what every page shows of it: its publisher's name, credits and volume title. */
export type ProductRow = typeof products.$inferSelect & {
  orgName: string | null;
  /** By role, then in credit order. */
  credits: Credit[];
  /** Its own title for a volume, else its parent's or grandparent's that is a visible volume. */
  volumeTitle: string | null;
};

export interface Visibility {
  includeUnpublished: boolean;
}

const visible = (table: typeof products, visibility: Visibility) =>
  visibility.includeUnpublished ? undefined : eq(table.published, true);

/**
 * Lists, carousels, relatives and counts show a product only once everything it offers works:
 * published, and its media made (media_ready, kept by the database). Its own page opens as soon
 * as it is published (`visible`), and says its media are being prepared.
 */
const listed = (table: typeof products, visibility: Visibility) =>
  visibility.includeUnpublished
    ? undefined
    : and(eq(table.published, true), eq(table.mediaReady, true));

/** Whether a viewer of this visibility finds the product in lists (the rule `listed` puts in SQL). */
export const isListed = (
  row: { published: boolean; mediaReady: boolean },
  visibility: Visibility,
): boolean => visibility.includeUnpublished || (row.published && row.mediaReady);

export function createCatalogueRepository(db: Database) {
  /**
   * Products with their publisher's name, credits and volume title, in one statement (a page's
   * products are one round trip to the database, not one per fact).
   */
  const selectProducts = <Extra extends Record<string, PgColumn> = Record<string, never>>(
    visibility: Visibility,
    extra: Extra = {} as Extra,
  ) => {
    const parent = alias(products, 'parent');
    const grandparent = alias(products, 'grandparent');
    const firstLink = alias(productRelations, 'first_link');
    const secondLink = alias(productRelations, 'second_link');
    const shown = (published: AnyColumn) =>
      visibility.includeUnpublished ? sql`true` : sql`${published}`;
    return db
      .select({
        ...getTableColumns(products),
        ...extra,
        orgName: organisations.name,
        credits: sql<Credit[]>`(
          SELECT coalesce(
            json_agg(
              json_build_object('role', ${productPersons.role}, 'name', ${persons.name})
              ORDER BY ${productPersons.role}, ${productPersons.position}
            ),
            '[]'::json)
          FROM ${productPersons} JOIN ${persons} ON ${persons.id} = ${productPersons.personId}
          WHERE ${productPersons.productId} = ${products.id})`,
        volumeTitle: sql<string | null>`CASE
            WHEN ${products.type} = 'volume' THEN ${products.title}
            WHEN ${parent.type} = 'volume' AND ${shown(parent.published)} THEN ${parent.title}
            WHEN ${grandparent.type} = 'volume' AND ${shown(grandparent.published)} THEN ${grandparent.title}
          END`,
      })
      .from(products)
      .leftJoin(organisations, eq(organisations.id, products.publisherId))
      .leftJoin(firstLink, and(eq(firstLink.childId, products.id), eq(firstLink.parentRank, 0)))
      .leftJoin(parent, eq(parent.id, firstLink.parentId))
      .leftJoin(secondLink, and(eq(secondLink.childId, parent.id), eq(secondLink.parentRank, 0)))
      .leftJoin(grandparent, eq(grandparent.id, secondLink.parentId));
  };

  return {
    /** The catalogue's version (see catalogue_state): cached answers of another are stale. */
    async catalogueVersion(): Promise<number> {
      const [row] = await db
        .select({ version: catalogueState.version })
        .from(catalogueState)
        .where(eq(catalogueState.id, 1));
      return row?.version ?? 0;
    },

    async findProducts(ids: readonly string[], visibility: Visibility): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return selectProducts(visibility).where(
        and(inArray(products.id, [...ids]), visible(products, visibility)),
      );
    },

    /** Listed products (published, media made) by what the catalogue's pages count (see CatalogueCounts). */
    async countPublished(): Promise<CatalogueCounts> {
      const hasScore = sql<boolean>`${products.scoreRef} IS NOT NULL`;
      const rows = await db
        .select({ type: products.type, hasScore, total: count() })
        .from(products)
        .where(listed(products, { includeUnpublished: false }))
        .groupBy(products.type, hasScore);
      const counts: CatalogueCounts = {
        scores: 0,
        volumes: 0,
        performances: 0,
        videos: 0,
        readings: 0,
      };
      const countedAs = (type: ProductType, hasScore: boolean): keyof CatalogueCounts | null => {
        if (type === 'piece') return hasScore ? 'scores' : null;
        if (type === 'volume') return 'volumes';
        if (type === 'performance') return 'performances';
        if (type === 'video' || type === 'explore') return 'videos';
        return isReadingType(type) ? 'readings' : null;
      };
      for (const row of rows) {
        const name = countedAs(row.type, row.hasScore);
        if (name) counts[name] += row.total;
      }
      return counts;
    },

    /** The first listed pieces with a score, by title. */
    async findFirstPieces(limit: number): Promise<ProductRow[]> {
      return selectProducts({ includeUnpublished: false })
        .where(
          and(
            eq(products.type, 'piece'),
            listed(products, { includeUnpublished: false }),
            isNotNull(products.scoreRef),
          ),
        )
        .orderBy(asc(products.title), asc(products.id))
        .limit(limit);
    },

    async findCollections(visibility: Visibility): Promise<ProductRow[]> {
      return selectProducts(visibility)
        .where(and(eq(products.type, 'collection'), listed(products, visibility)))
        .orderBy(asc(products.title), asc(products.id));
    },

    /**
     * Each child's parents with the link, the parent (rank 0) first: every link, hidden parents
     * included (whoever shows them keeps only the rows `isListed`).
     */
    async findParentRows(
      childIds: readonly string[],
      visibility: Visibility,
    ): Promise<{ childId: string; parent: ProductRow }[]> {
      if (!childIds.length) return [];
      const rows = await selectProducts(visibility, { linkChildId: productRelations.childId })
        .innerJoin(productRelations, eq(productRelations.parentId, products.id))
        .where(inArray(productRelations.childId, [...childIds]))
        .orderBy(asc(productRelations.childId), asc(productRelations.parentRank));
      return rows.map(({ linkChildId, ...parent }) => ({ childId: linkChildId, parent }));
    },

    /** Each parent's children with the link, in their order: every link, unlisted children included. */
    async findChildRows(
      parentIds: readonly string[],
      visibility: Visibility,
    ): Promise<{ parentId: string; child: ProductRow }[]> {
      if (!parentIds.length) return [];
      const rows = await selectProducts(visibility, { linkParentId: productRelations.parentId })
        .innerJoin(productRelations, eq(productRelations.childId, products.id))
        .where(inArray(productRelations.parentId, [...parentIds]))
        .orderBy(asc(productRelations.parentId), asc(productRelations.position));
      return rows.map(({ linkParentId, ...child }) => ({ parentId: linkParentId, child }));
    },

    /**
     * The volume each product belongs to: itself for a volume, else the first volume up its
     * first-parent line (a piece's parent, a performance's grandparent through the masterclass).
     */

    async findImportedScore(hash: string) {
      const [row] = await db
        .select({ format: importedScores.format, content: importedScores.content })
        .from(importedScores)
        .where(eq(importedScores.hash, hash));
      return row;
    },

    async findIdsWithReadingPages(ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ productId: readingPages.productId })
        .from(readingPages)
        .where(inArray(readingPages.productId, [...ids]));
      return new Set(rows.map((row) => row.productId));
    },

    /** The referral code's own rows, or the default rows when the code has none. */
    async findCarousels(referralCode: string | null) {
      const columns = {
        id: homeCarousels.id,
        title: homeCarousels.title,
        kind: homeCarousels.kind,
      };
      if (referralCode) {
        const own = await db
          .select(columns)
          .from(homeCarousels)
          .where(eq(homeCarousels.referralCode, referralCode.toLowerCase()))
          .orderBy(asc(homeCarousels.position));
        if (own.length) return own;
      }
      return db
        .select(columns)
        .from(homeCarousels)
        .where(isNull(homeCarousels.referralCode))
        .orderBy(asc(homeCarousels.position));
    },

    async findCarouselItems(carouselIds: readonly string[]) {
      if (!carouselIds.length) return [];
      return db
        .select({
          carouselId: homeCarouselItems.carouselId,
          productId: homeCarouselItems.productId,
        })
        .from(homeCarouselItems)
        .where(inArray(homeCarouselItems.carouselId, [...carouselIds]))
        .orderBy(asc(homeCarouselItems.carouselId), asc(homeCarouselItems.position));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
