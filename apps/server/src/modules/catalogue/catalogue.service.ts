import {
  catalogueMessages,
  type CatalogueOverview,
  type CoverSize,
  type CollectionsResponse,
  type CollectionVolumesResponse,
  type HomeResponse,
  type Product,
  type ProductSummary,
  type VolumeExpanded,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import { canSeeUnpublished, type Viewer } from '../../http/viewer.js';
import { coalescedRead } from '../../lib/coalesced-read.js';
import {
  isListed,
  type CatalogueRepository,
  type ProductRow,
  type Visibility,
} from './catalogue.repository.js';
import { catalogueCacheKey, type CatalogueCache } from './catalogue-cache.js';
import { coverInputOf, renderCoverSvg } from './cover-image.js';
import type { ProductAssembler } from './product-assembler.js';

const visibilityFor = (viewer: Viewer | null): Visibility => ({
  includeUnpublished: canSeeUnpublished(viewer),
});

export function createCatalogueService(
  repository: CatalogueRepository,
  assembler: ProductAssembler,
  cache: CatalogueCache,
) {
  /** The catalogue's version, one query for the requests that ask at once. */
  const catalogueVersion = coalescedRead(() => repository.catalogueVersion());

  /**
   * The answer from the cache when the catalogue's version is still the one it was computed
   * at, else computed (and kept). Errors (not found) are never kept.
   */
  async function cached<T>(
    viewer: Viewer | null,
    key: readonly [string, ...(string | boolean | null)[]],
    compute: () => Promise<T>,
  ): Promise<T> {
    if (!cache.keeps) return compute();
    const cacheKey = catalogueCacheKey(canSeeUnpublished(viewer), ...key);
    const version = await catalogueVersion();
    const hit = cache.get(cacheKey, version);
    if (hit !== undefined) return hit as T;
    const answer = await compute();
    cache.set(cacheKey, version, answer);
    return answer;
  }

  /** The product if it exists and the viewer may see it; a hidden product is "not found". */
  async function findVisibleRow(
    id: string,
    viewer: Viewer | null,
  ): Promise<ProductRow | undefined> {
    const [row] = await repository.findProducts([id], visibilityFor(viewer));
    return row;
  }

  async function assembleOne(row: ProductRow, visibility: Visibility): Promise<Product> {
    const [product] = await assembler.assemble([row], visibility);
    if (!product) throw new Error(`product ${row.id} could not be assembled`);
    return product;
  }

  async function volumeOf(
    id: string,
    viewer: Viewer | null,
    options: { expand: boolean },
  ): Promise<Product | VolumeExpanded> {
    const visibility = visibilityFor(viewer);
    // The volume, its children's rows and the relatives of them all side by side (one round
    // trip); then one assembly of them all.
    const [row, childLinks, relatives] = await Promise.all([
      findVisibleRow(id, viewer),
      options.expand ? repository.findChildRows([id], visibility) : [],
      options.expand ? repository.findFamilyRelativeRows(id, visibility) : undefined,
    ]);
    if (row?.type !== 'volume')
      throw new AppError('notFound', catalogueMessages.volumeNotFound(id));
    if (!options.expand) return assembleOne(row, visibility);
    const childRows = childLinks
      .map((link) => link.child)
      .filter((child) => isListed(child, visibility));
    const [volume, ...assembled] = await assembler.assemble(
      [row, ...childRows],
      visibility,
      relatives,
    );
    if (!volume) throw new Error(`volume ${id} could not be assembled`);
    const byId = new Map(assembled.map((product) => [product.id, product]));
    const children = childRows.flatMap((child) => byId.get(child.id) ?? []);
    return {
      ...volume,
      pieces: children.filter((child) => child.type === 'piece'),
      masterclasses: children.filter((child) => child.type === 'masterclass'),
      children: children.filter((child) => child.type !== 'piece' && child.type !== 'masterclass'),
    };
  }

  async function collectionsFor(viewer: Viewer | null): Promise<CollectionsResponse> {
    const visibility = visibilityFor(viewer);
    const rows = await repository.findCollections(visibility);
    return { collections: assembler.summarise(rows) };
  }

  async function collectionVolumesOf(
    id: string,
    viewer: Viewer | null,
  ): Promise<CollectionVolumesResponse> {
    const visibility = visibilityFor(viewer);
    const [row, childLinks] = await Promise.all([
      findVisibleRow(id, viewer),
      repository.findChildRows([id], visibility),
    ]);
    if (row?.type !== 'collection')
      throw new AppError('notFound', catalogueMessages.collectionNotFound(id));
    const children = assembler.summarise(
      childLinks.map((link) => link.child).filter((child) => isListed(child, visibility)),
    );
    const [collection] = assembler.summarise([row]);
    if (!collection) throw new Error(`collection ${id} could not be summarised`);
    return { collection, volumes: children.filter((child) => child.type === 'volume') };
  }

  async function homeFor(
    referralCode: string | null,
    viewer: Viewer | null,
  ): Promise<HomeResponse> {
    const visibility = visibilityFor(viewer);
    const rows = await repository.findHomeRows(referralCode, visibility);
    const summaries = assembler.summarise(rows.map((row) => row.product));
    const carousels = new Map<string, HomeResponse['carousels'][number]>();
    rows.forEach(({ carousel }, index) => {
      const summary = summaries[index];
      if (!summary) return;
      const shown = carousels.get(carousel.id);
      if (shown) shown.items.push(summary);
      else carousels.set(carousel.id, { ...carousel, items: [summary] });
    });
    return { carousels: [...carousels.values()] };
  }

  /**
   * The first `count` pieces a visitor with this referral code meets on the home page (its
   * rows, else the default ones), then the first by title: real pieces to promote.
   */
  async function featuredPiecesFor(
    referralCode: string | null,
    count: number,
  ): Promise<ProductSummary[]> {
    const home = await homeFor(referralCode, null);
    const onHome = home.carousels
      .flatMap((carousel) => carousel.items)
      .filter((item) => item.type === 'piece');
    const pieces = [...new Map(onHome.map((item) => [item.id, item])).values()].slice(0, count);
    if (pieces.length === count) return pieces;
    const more = assembler.summarise(await repository.findFirstPieces(count + pieces.length));
    const chosen = new Set(pieces.map((piece) => piece.id));
    return [...pieces, ...more.filter((piece) => !chosen.has(piece.id))].slice(0, count);
  }

  return {
    async getProduct(id: string, viewer: Viewer | null): Promise<Product> {
      return cached(viewer, ['product', id], async () => {
        const row = await findVisibleRow(id, viewer);
        if (!row) throw new AppError('notFound', catalogueMessages.productNotFound(id));
        return assembleOne(row, visibilityFor(viewer));
      });
    },

    /** The volume only; its pieces, masterclasses and other children come complete with `expand`. */
    async getVolume(
      id: string,
      viewer: Viewer | null,
      options: { expand: boolean },
    ): Promise<Product | VolumeExpanded> {
      return cached(viewer, ['volume', id, options.expand], () => volumeOf(id, viewer, options));
    },

    async listCollections(viewer: Viewer | null): Promise<CollectionsResponse> {
      return cached(viewer, ['collections'], () => collectionsFor(viewer));
    },

    async listCollectionVolumes(
      id: string,
      viewer: Viewer | null,
    ): Promise<CollectionVolumesResponse> {
      return cached(viewer, ['collection-volumes', id], () => collectionVolumesOf(id, viewer));
    },

    /** The referral code's carousels (or the default ones), without hidden items or empty rows. */
    async getHome(referralCode: string | undefined, viewer: Viewer | null): Promise<HomeResponse> {
      const code = referralCode?.trim().toLowerCase() || null;
      return cached(viewer, ['home', code], () => homeFor(code, viewer));
    },
    /** What the catalogue holds, as every visitor sees it (listed products only). */
    async getOverview(): Promise<CatalogueOverview> {
      return cached(null, ['overview'], async () => {
        const [counts, [samplePiece]] = await Promise.all([
          repository.countPublished(),
          featuredPiecesFor(null, 1),
        ]);
        return { counts, samplePiece: samplePiece ?? null };
      });
    },

    /** Pieces an offer promotes: the first on its visitors' home page (see featuredPiecesFor). */
    async featuredPieces(referralCode: string | null, count: number): Promise<ProductSummary[]> {
      const code = referralCode?.trim().toLowerCase() || null;
      return cached(null, ['featured-pieces', code, String(count)], () =>
        featuredPiecesFor(code, count),
      );
    },

    /**
     * The summaries of the products among `ids` this viewer may open, in the order asked (unknown
     * and hidden ones are left out). Without a viewer, the published ones: what a person's library
     * lists of the pieces it keeps.
     */
    async summariesOf(
      ids: readonly string[],
      viewer: Viewer | null = null,
    ): Promise<ProductSummary[]> {
      const rows = await repository.findProducts([...new Set(ids)], visibilityFor(viewer));
      const byId = new Map(assembler.summarise(rows).map((summary) => [summary.id, summary]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The generated cover and whether it may be cached publicly (only published products). */
    async getCover(
      id: string,
      viewer: Viewer | null,
      size?: CoverSize,
    ): Promise<{ svg: string; isPublic: boolean }> {
      const row = await findVisibleRow(id, viewer);
      if (!row) throw new AppError('notFound', catalogueMessages.productNotFound(id));
      const [summary] = assembler.summarise([row]);
      const svg = renderCoverSvg(coverInputOf(row, summary?.composer ?? null), size);
      return { svg, isPublic: row.published };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
