import { and, asc, count, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
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
  /** Whether it has reading pages (its package is then a reading package). */
  hasReadingPages: boolean;
};

/** What lists, carousels and relatives show of a product: its summary, and whether it is listed. */
const summaryColumns = {
  id: products.id,
  type: products.type,
  title: products.title,
  subtitle: products.subtitle,
  featuredArtist: products.featuredArtist,
  difficultyPiano: products.difficultyPiano,
  difficultyVocal: products.difficultyVocal,
  coverImage: products.coverImage,
  videoDurationMs: products.videoDurationMs,
  published: products.published,
  mediaReady: products.mediaReady,
};
export type SummaryRow = Pick<ProductRow, keyof typeof summaryColumns | 'credits' | 'volumeTitle'>;

/** How a relative found by `findRelativeRows` is related to the product it was asked for. */
export type RelativeKind = 'parent' | 'child' | 'grandparent' | 'masterclassChild';

/**
 * A relative with its link: `ofId` is the product it belongs to (for a grandparent, the first
 * parent it is the first parent of; for a masterclass child, the masterclass), `rank` the
 * link's order there (parent rank, or position among children).
 */
export interface RelativeRow {
  kind: RelativeKind;
  ofId: string;
  rank: number;
  product: SummaryRow;
}

export interface Visibility {
  includeUnpublished: boolean;
}

/**
 * `column = value` with the value written into the statement rather than sent as a parameter.
 * The catalogue's connections plan each statement once for any values (see
 * `DatabaseHandle.catalogueDb`): a plan made without the value (`type = $1`) scans every
 * product, where one made with it (`type = 'collection'`, 11 rows) takes the index (34 ms
 * against 2). Only for values of the code's own, never a request's: ids and codes stay
 * parameters.
 */
export function isFixed(column: AnyColumn, value: ProductType | boolean | number): SQL {
  if (typeof value === 'string' && !/^[a-zA-Z]+$/.test(value))
    throw new Error(`not a product type: ${value}`);
  if (typeof value === 'number' && !Number.isSafeInteger(value))
    throw new Error(`not an integer: ${String(value)}`);
  return sql`${column} = ${sql.raw(typeof value === 'string' ? `'${value}'` : String(value))}`;
}

const visible = (table: typeof products, visibility: Visibility) =>
  visibility.includeUnpublished ? undefined : isFixed(table.published, true);

/**
 * Lists, carousels, relatives and counts show a product only once everything it offers works:
 * published, and its media made (media_ready, kept by the database). Its own page opens as soon
 * as it is published (`visible`), and says its media are being prepared.
 */
const listed = (table: typeof products, visibility: Visibility) =>
  visibility.includeUnpublished
    ? undefined
    : and(isFixed(table.published, true), isFixed(table.mediaReady, true));

/** Whether a viewer of this visibility finds the product in lists (the rule `listed` puts in SQL). */
export const isListed = (
  row: { published: boolean; mediaReady: boolean },
  visibility: Visibility,
): boolean => visibility.includeUnpublished || (row.published && row.mediaReady);

/** `column = ANY(:ids)`: the ids as one text[] parameter of a prepared statement. */
const isAnyOf = (column: AnyColumn) => sql`${column} = ANY(${sql.placeholder('ids')}::text[])`;

/*
 * Rows with link columns stand for their product as they are (the link columns ride along):
 * copying some forty columns per row to drop three cost more than the rest of a page's work.
 */

/** A statement prepared on first use for each visibility, named after it. */
function preparedPerVisibility<Statement>(
  name: string,
  prepare: (visibility: Visibility, name: string) => Statement,
): (visibility: Visibility) => Statement {
  const byVisibility = new Map<boolean, Statement>();
  return (visibility) => {
    const key = visibility.includeUnpublished;
    let statement = byVisibility.get(key);
    if (!statement) {
      statement = prepare(visibility, `${name}_${key ? 'all' : 'published'}`);
      byVisibility.set(key, statement);
    }
    return statement;
  };
}

/** Which products `relativeLinks` finds the relatives of. */
type AskedProducts = 'ids' | 'idsAndTheirChildren';

/**
 * The products of `relativeLinks`: the `ids` parameter, and with `idsAndTheirChildren` every
 * child of those too (a volume and its pieces in the round trip that finds the pieces).
 */
function askedIds(asked: AskedProducts): SQL {
  const ids = sql`${sql.placeholder('ids')}::text[]`;
  if (asked === 'ids') return ids;
  // Cast, so that `= ANY(…)` reads it as an array rather than as a subquery's rows.
  return sql`(SELECT ${ids} || coalesce(array_agg(asked_link.child_id), '{}')
    FROM product_relations asked_link WHERE asked_link.parent_id = ANY(${ids}))::text[]`;
}

/**
 * The links of `findRelativeRows`, as `links(kind, of_id, rank, product_id)`, for the products
 * `asked` names.
 */
function relativeLinks(visibility: Visibility, asked: AskedProducts): SQL {
  const ids = askedIds(asked);
  const masterclassListed = visibility.includeUnpublished
    ? sql`true`
    : sql`masterclass.published AND masterclass.media_ready`;
  return sql`(
    SELECT 'parent' AS kind, link.child_id AS of_id, link.parent_rank AS rank,
           link.parent_id AS product_id
      FROM product_relations link WHERE link.child_id = ANY(${ids})
    UNION ALL
    SELECT 'child', link.parent_id, link.position, link.child_id
      FROM product_relations link WHERE link.parent_id = ANY(${ids})
    UNION ALL
    SELECT DISTINCT 'grandparent', second_link.child_id, 0, second_link.parent_id
      FROM products own
      JOIN product_relations first_link ON first_link.child_id = own.id AND first_link.parent_rank = 0
      JOIN product_relations second_link
        ON second_link.child_id = first_link.parent_id AND second_link.parent_rank = 0
      WHERE own.id = ANY(${ids}) AND own.type IN ('performance', 'explore')
    UNION ALL
    SELECT 'masterclassChild', link.parent_id, link.position, link.child_id
      FROM product_relations own_link
      JOIN products masterclass
        ON masterclass.id = own_link.child_id AND masterclass.type = 'masterclass' AND ${masterclassListed}
      -- Each masterclass's links by the parent index (OFFSET 0 keeps the planner from hashing
      -- every relation in the catalogue instead: 2.5 ms for a volume's few masterclasses).
      CROSS JOIN LATERAL (
        SELECT child_link.parent_id, child_link.position, child_link.child_id
          FROM product_relations child_link WHERE child_link.parent_id = masterclass.id OFFSET 0
      ) link
      WHERE own_link.parent_id = ANY(${ids})
  ) AS links`;
}

/** Each product's relatives of a kind in the link's order (parent rank, child position). */
function toRelatives(
  rows: readonly (SummaryRow & { links: [RelativeKind, string, number][] })[],
): RelativeRow[] {
  const relatives = rows.flatMap((product) =>
    product.links.map(([kind, ofId, rank]) => ({ kind, ofId, rank, product })),
  );
  return relatives.sort((a, b) => a.rank - b.rank);
}

export function createCatalogueRepository(db: Database) {
  /**
   * Products with their credits and volume title (and the given columns), in one statement (a
   * page's products are one round trip to the database, not one per fact).
   */
  const selectWith = <Columns extends Record<string, PgColumn | SQL | SQL.Aliased>>(
    visibility: Visibility,
    columns: Columns,
  ) => {
    const parent = alias(products, 'parent');
    const grandparent = alias(products, 'grandparent');
    const firstLink = alias(productRelations, 'first_link');
    const secondLink = alias(productRelations, 'second_link');
    const shown = (published: AnyColumn) =>
      visibility.includeUnpublished ? sql`true` : sql`${published}`;
    return db
      .select({
        ...columns,
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
      .leftJoin(
        firstLink,
        and(eq(firstLink.childId, products.id), isFixed(firstLink.parentRank, 0)),
      )
      .leftJoin(parent, eq(parent.id, firstLink.parentId))
      .leftJoin(
        secondLink,
        and(eq(secondLink.childId, parent.id), isFixed(secondLink.parentRank, 0)),
      )
      .leftJoin(grandparent, eq(grandparent.id, secondLink.parentId));
  };

  /** Whole products: every column, the publisher's name and whether it has reading pages. */
  const selectProducts = <Extra extends Record<string, PgColumn | SQL> = Record<string, never>>(
    visibility: Visibility,
    extra: Extra = {} as Extra,
  ) =>
    selectWith(visibility, {
      ...getTableColumns(products),
      ...extra,
      orgName: organisations.name,
      hasReadingPages: sql<boolean>`EXISTS (
        SELECT 1 FROM ${readingPages} WHERE ${readingPages.productId} = ${products.id})`,
    });

  /** What a list shows of a product (see SummaryRow): a third of the columns. */
  const selectSummaries = <Extra extends Record<string, PgColumn | SQL> = Record<string, never>>(
    visibility: Visibility,
    extra: Extra = {} as Extra,
  ) => selectWith(visibility, { ...summaryColumns, ...extra });

  /** The relatives of the products `asked` names, each with its links to them. */
  const selectRelatives = (visibility: Visibility, asked: AskedProducts) =>
    selectSummaries(visibility, {
      links: sql<[RelativeKind, string, number][]>`grouped.links`,
    }).innerJoin(
      sql`(SELECT links.product_id, json_agg(json_build_array(links.kind, links.of_id, links.rank)) AS links
             FROM ${relativeLinks(visibility, asked)} GROUP BY links.product_id) AS grouped`,
      sql`grouped.product_id = ${products.id}`,
    );

  /**
   * The statements every page runs, built once per visibility and prepared by name: PostgreSQL
   * parses and plans them once per connection (a generic plan after five runs), and no request
   * builds their SQL again. Ids are one array parameter, whatever their number.
   */
  const statements = {
    findProducts: preparedPerVisibility('catalogue_find_products', (visibility, name) =>
      selectProducts(visibility)
        .where(and(isAnyOf(products.id), visible(products, visibility)))
        .prepare(name),
    ),
    // One row per relative, however many of the products asked for it is related to (a volume's
    // pieces share their volume, performances their masterclass): its links come as one array.
    findRelativeRows: preparedPerVisibility('catalogue_find_relative_rows', (visibility, name) =>
      selectRelatives(visibility, 'ids').prepare(name),
    ),
    findFamilyRelativeRows: preparedPerVisibility(
      'catalogue_find_family_relative_rows',
      (visibility, name) => selectRelatives(visibility, 'idsAndTheirChildren').prepare(name),
    ),
    findChildRows: preparedPerVisibility('catalogue_find_child_rows', (visibility, name) =>
      selectProducts(visibility, { linkParentId: productRelations.parentId })
        .innerJoin(productRelations, eq(productRelations.childId, products.id))
        .where(isAnyOf(productRelations.parentId))
        .orderBy(asc(productRelations.parentId), asc(productRelations.position))
        .prepare(name),
    ),
    findHomeRows: preparedPerVisibility('catalogue_find_home_rows', (visibility, name) => {
      const code = sql`${sql.placeholder('code')}::text`;
      return selectSummaries(visibility, {
        carouselId: homeCarousels.id,
        carouselTitle: homeCarousels.title,
        carouselKind: homeCarousels.kind,
      })
        .innerJoin(homeCarouselItems, eq(homeCarouselItems.productId, products.id))
        .innerJoin(homeCarousels, eq(homeCarousels.id, homeCarouselItems.carouselId))
        .where(
          and(
            listed(products, visibility),
            sql`(${homeCarousels.referralCode} = ${code} OR (${homeCarousels.referralCode} IS NULL
              AND NOT EXISTS (SELECT 1 FROM ${homeCarousels} own WHERE own.referral_code = ${code})))`,
          ),
        )
        .orderBy(asc(homeCarousels.position), asc(homeCarouselItems.position))
        .prepare(name);
    }),
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
      return statements.findProducts(visibility).execute({ ids: [...ids] });
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
            isFixed(products.type, 'piece'),
            listed(products, { includeUnpublished: false }),
            isNotNull(products.scoreRef),
          ),
        )
        .orderBy(asc(products.title), asc(products.id))
        .limit(limit);
    },

    async findCollections(visibility: Visibility): Promise<SummaryRow[]> {
      return selectSummaries(visibility)
        .where(and(isFixed(products.type, 'collection'), listed(products, visibility)))
        .orderBy(asc(products.title), asc(products.id));
    },

    /**
     * In one statement, every relative the pages of these products show, with its link: their
     * parents (every link, hidden ones included: whoever shows them keeps the rows `isListed`),
     * children, the first parent's first parent of performances and explore videos (the
     * masterclass's volume), and the children of their listed masterclasses.
     */
    async findRelativeRows(ids: readonly string[], visibility: Visibility): Promise<RelativeRow[]> {
      if (!ids.length) return [];
      return toRelatives(await statements.findRelativeRows(visibility).execute({ ids: [...ids] }));
    },

    /**
     * The relatives of a product and of each of its children (listed or not), in one statement
     * that finds the children itself: a volume's relatives and its pieces' come in the same
     * round trip as the pieces.
     */
    async findFamilyRelativeRows(id: string, visibility: Visibility): Promise<RelativeRow[]> {
      return toRelatives(
        await statements.findFamilyRelativeRows(visibility).execute({ ids: [id] }),
      );
    },

    /** Each parent's children with the link, in their order: every link, unlisted children included. */
    async findChildRows(
      parentIds: readonly string[],
      visibility: Visibility,
    ): Promise<{ parentId: string; child: ProductRow }[]> {
      if (!parentIds.length) return [];
      const rows = await statements.findChildRows(visibility).execute({ ids: [...parentIds] });
      return rows.map((row) => ({ parentId: row.linkParentId, child: row }));
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

    /**
     * The home page's rows in one statement: the referral code's own carousels, or the default
     * ones when the code has none, each with its listed products in order.
     */
    async findHomeRows(referralCode: string | null, visibility: Visibility) {
      const rows = await statements.findHomeRows(visibility).execute({
        code: referralCode?.toLowerCase() ?? null,
      });
      return rows.map((row) => ({
        carousel: { id: row.carouselId, title: row.carouselTitle, kind: row.carouselKind },
        product: row,
      }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
