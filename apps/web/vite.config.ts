import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { fontPreload } from './vite-font-preload.mjs';
import { pianoSamples } from './vite-piano-samples.mjs';

// The app version travels in the x-app-version header of every API request.
export default defineConfig({
  plugins: [react(), pianoSamples(), fontPreload()],
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
      output: {
        // A chunk named after a package's ".dist" folder would be a dotfile, which the static
        // file server (rightly) never serves.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^\.+/, '') || 'chunk'}-[hash].js`,
        // The domain's pure rules (`@cadenza/domain/rules`) are tiny and imported from many
        // chunks: each file is a chunk of its own, so none is merged into a chunk that brings other
        // code (DIFFICULTY_PARAM once pulled the search request schema into the home page).
        codeSplitting: {
          groups: [
            {
              name: (id) => `rules-${/([\w-]+)\.ts$/.exec(id)?.[1] ?? 'index'}`,
              test: /packages\/domain\/src\/rules\//,
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
