import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { appChunks } from './vite-app-shell.mjs';
import { fontPreload } from './vite-font-preload.mjs';
import { pianoSamples } from './vite-piano-samples.mjs';
import { precompress } from './vite-precompress.mjs';

const chunks = appChunks();

// The app version travels in the x-app-version header of every API request.
export default defineConfig({
  plugins: [react(), pianoSamples(), fontPreload(), chunks.plugin, precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // Read by bench/src/bundle-size.ts to add up what each route loads first.
    manifest: true,
    // Lazy routes carry only their stylesheets as preload hints (so a page never paints
    // unstyled); their scripts load through the browser's module graph. Listing every
    // script of every route in the entry cost about 2 KB of the landing page's budget.
    modulePreload: {
      resolveDependencies: (_filename, dependencies) =>
        dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    rollupOptions: {
      // The piece page's early request for its first score page (src/first-page-hint.ts), a
      // script the server adds to that page's HTML only.
      input: { index: 'index.html', 'first-page-hint': 'src/first-page-hint.ts' },
      output: {
        // A chunk named after a package's ".dist" folder would be a dotfile, which the static
        // file server (rightly) never serves.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^\.+/, '') || 'chunk'}-[hash].js`,
        // The domain's pure rules (`@cadenza/domain/rules`) are tiny and imported from many
        // chunks: each file is a chunk of its own, so none is merged into a chunk that brings other
        // code (DIFFICULTY_PARAM once pulled the search request schema into the home page).
        //
        // What every app page needs and the landing never loads (vite-app-shell.mjs: the layouts'
        // static imports, less everything the entry and the landing reach, the landing's later
        // dynamic imports included) is one chunk, `app-shell`: left to the automatic split it was
        // about 40 small chunks, each a request of its own before a page could draw (a phone's
        // slow network fetches six at a time). The layouts stay chunks of their own (the server's
        // page preloads and the bundle bench find them by name in the manifest). The shell's
        // modules' own imports stay where they are (each is in the shell or among the landing's
        // chunks, so no chunk cycle can form); React and the router are a group of their own.
        codeSplitting: {
          groups: [
            {
              // What the piece page's early request for its first score page needs
              // (src/first-page-hint.ts): the media paths, their origin and the player's size, a
              // chunk of their own (about 1 KB) because in any larger group that script would
              // wait for the group's whole chunk.
              name: 'media-paths',
              test: /(features\/player\/first-page-hint|catalogue\/media-paths|lib\/media-url|components\/score-viewer-size)\.ts$/,
              priority: 4,
            },
            {
              name: (id) => `rules-${/([\w-]+)\.ts$/.exec(id)?.[1] ?? 'index'}`,
              debugName: 'rules',
              test: /packages\/domain\/src\/rules\//,
              priority: 3,
            },
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
              priority: 2,
            },
            {
              name: 'landing-later',
              test: chunks.landingLater,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'app-shell',
              test: chunks.appShell,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'score-pages',
              test: chunks.scorePages,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'product-pages',
              test: chunks.productPages,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'piece-page',
              test: chunks.piecePage,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'performance-page',
              test: chunks.performancePage,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // The contracts no group above holds (each group holds those its pages use): one
              // chunk per area of the domain (billing's for the account pages, the studio's and the
              // console's for theirs) instead of a file per module.
              name: (id) =>
                `contracts-${/packages\/domain\/src\/(\w+)\//.exec(id)?.[1] ?? 'index'}`,
              debugName: 'contracts',
              test: /packages\/domain\/src\//,
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
