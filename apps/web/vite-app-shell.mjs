import path from 'node:path';
import { staticImports } from './vite-static-imports.mjs';

const here = import.meta.dirname;
const source = (file) => path.join(here, file);

const ENTRY = source('src/main.tsx');
const LANDING = source('src/app/routes/landing.tsx');
/** Every app page (not the landing) renders inside these layouts, each a chunk of its own. */
const LAYOUTS = ['src/app/data-layer.tsx', 'src/app/app-layout.tsx'].map(source);
/** The first page of a signed-in visit. */
const HOME = source('src/app/routes/home.tsx');
/**
 * The catalogue's other listing pages: what home and one of them import is loaded with the
 * layouts. (The player pages, pieces, performances, videos and readings, share their tools among
 * themselves; the search pages' filters stay out of home's first download.)
 */
const LISTING_PAGES = [
  'search',
  'search-results',
  'browse',
  'browse-category',
  'browse-term',
  'collection',
  'volume',
  'library',
].map((name) => source(`src/app/routes/${name}.tsx`));

/**
 * The product pages and the tools they open at once (`src/app/practice-tools.tsx`): the piece's
 * and the performance's (each draws a score) and the others (video and reading).
 */
const PIECE_PAGE = [
  'src/app/routes/piece.tsx',
  'src/features/player/components/piece-player.tsx',
  'src/features/player/components/pre-rendered-page.tsx',
].map(source);
const PERFORMANCE_PAGE = [
  'src/app/routes/performance.tsx',
  'src/features/player/components/following-score.tsx',
  'src/features/performance-video/components/performance-video-screen.tsx',
].map(source);
const OTHER_PRODUCT_PAGES = [
  'src/app/routes/video.tsx',
  'src/app/routes/reading.tsx',
  'src/features/video/components/video-player.tsx',
  'src/features/reading/components/reading-viewer.tsx',
  'src/features/reading/components/pdf-reader.tsx',
].map(source);

/**
 * Chunk groups found from the module graph once it is built, so that a page loads a few
 * files instead of dozens of small ones (each a request, and a phone's slow network fetches six
 * at a time):
 * - `landingLater`: what the landing page imports only after it is interactive (its offer, price
 *   and newsletter form, and their API client), all the way down, less what the entry and the
 *   landing load first. The app pages use most of it too.
 * - `appShell`: what the app's layouts import, and what home and another listing page import,
 *   statically all the way down, less the entry's, the landing's and `landingLater`. The layouts
 *   and the pages themselves stay chunks of their own (the server's page preloads and the bundle
 *   bench find them by name in the manifest).
 * - `productPages`, `scorePages`, `piecePage` and `performancePage`: what the product pages and
 *   the tools they open at once import statically all the way down, less the sets before them,
 *   what home and the listing pages import (their downloads stay as they are), packages (the
 *   heavy ones, hls.js and pdf.js, load when used) and the pages and tools themselves (each a
 *   chunk of its own, for the page preloads, unless another module imports it statically). What
 *   the video and reading pages reach is `productPages`; of the rest, what both score pages reach
 *   is `scorePages`, what only one reaches that page's own. So no page loads another's code, and
 *   a piece page loads 24 script files instead of 33 (over 20 of them were under 4 KB, and a
 *   browser fetches six at a time).
 * Each set is closed under static imports (less the sets before it), so no chunk cycle can form.
 * @returns {{ plugin: import('vite').Plugin, landingLater: (id: string) => boolean, appShell: (id: string) => boolean, productPages: (id: string) => boolean, scorePages: (id: string) => boolean, piecePage: (id: string) => boolean, performancePage: (id: string) => boolean }}
 */
export function appChunks() {
  const landingLater = new Set();
  const appShell = new Set();
  const scorePages = new Set();
  const productPages = new Set();
  const piecePage = new Set();
  const performancePage = new Set();
  const plugin = {
    name: 'cadenza-app-chunks',
    apply: 'build',
    async buildEnd() {
      const imports = await staticImports(this);
      const reached = (roots, { dynamic }) => {
        const seen = new Set();
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of imports.get(id) ?? []) visit(next);
          if (dynamic) {
            for (const next of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) visit(next);
          }
        };
        roots.forEach(visit);
        return seen;
      };
      const landingFirst = reached([ENTRY, LANDING], { dynamic: false });
      // The entry's dynamic imports are every page of the app: only the landing's are followed.
      const landingDynamic = [...reached([LANDING], { dynamic: false })].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      for (const id of reached(landingDynamic, { dynamic: true })) {
        if (!landingFirst.has(id)) landingLater.add(id);
      }

      const listed = reached(LISTING_PAGES, { dynamic: false });
      const shared = [...reached([HOME], { dynamic: false })].filter((id) => listed.has(id));
      const roots = new Set([...LAYOUTS, HOME, ...LISTING_PAGES]);
      for (const id of [...reached(LAYOUTS, { dynamic: false }), ...shared]) {
        if (!landingFirst.has(id) && !landingLater.has(id) && !roots.has(id)) appShell.add(id);
      }

      const listingFirst = reached([HOME, ...LISTING_PAGES], { dynamic: false });
      const pageRootList = [...PIECE_PAGE, ...PERFORMANCE_PAGE, ...OTHER_PRODUCT_PAGES];
      const productReached = reached(pageRootList, { dynamic: false });
      const pieceFirst = reached(PIECE_PAGE, { dynamic: false });
      const performanceFirst = reached(PERFORMANCE_PAGE, { dynamic: false });
      const otherProductFirst = reached(OTHER_PRODUCT_PAGES, { dynamic: false });
      // A page or tool another module imports statically (the pre-rendered page) is one module
      // of a group like the rest: as a chunk of its own it would import the group and the group it.
      const imported = new Set([...productReached].flatMap((id) => imports.get(id) ?? []));
      const pageRoots = new Set(pageRootList.filter((id) => !imported.has(id)));
      for (const id of productReached) {
        const isTaken =
          landingFirst.has(id) ||
          landingLater.has(id) ||
          appShell.has(id) ||
          listingFirst.has(id) ||
          pageRoots.has(id) ||
          id.includes('/node_modules/');
        if (isTaken) continue;
        if (otherProductFirst.has(id)) productPages.add(id);
        else if (pieceFirst.has(id) && performanceFirst.has(id)) scorePages.add(id);
        else if (pieceFirst.has(id)) piecePage.add(id);
        else performancePage.add(id);
      }
      if (
        landingLater.size === 0 ||
        appShell.size === 0 ||
        productPages.size === 0 ||
        scorePages.size === 0 ||
        piecePage.size === 0 ||
        performancePage.size === 0
      ) {
        this.error('app chunks: a group is empty (were the layouts or the landing moved?)');
      }
    },
  };
  return {
    plugin,
    landingLater: (id) => landingLater.has(id),
    appShell: (id) => appShell.has(id),
    scorePages: (id) => scorePages.has(id),
    productPages: (id) => productPages.has(id),
    piecePage: (id) => piecePage.has(id),
    performancePage: (id) => performancePage.has(id),
  };
}
