import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web build's manifest (Vite's `build.manifest`): each source module's chunk and imports. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Every app page (not the landing) renders inside these layouts, each its own chunk. */
const APP_LAYOUTS = ['src/app/data-layer.tsx', 'src/app/app-layout.tsx'];

/**
 * The web app's source modules each page needs before it can show its main content, by path:
 * the page's route and the tool it opens at once (a piece page's player draws the score). Kept
 * in step with `apps/web/src/app/router.tsx` and `practice-tools.tsx` (test: page-modules.test.ts
 * checks that every module named exists).
 */
const PAGE_MODULES: [RegExp, string[]][] = [
  [/^\/home$/, ['src/app/routes/home.tsx']],
  [/^\/search$/, ['src/app/routes/search.tsx']],
  [/^\/search\/[^/]+$/, ['src/app/routes/search-results.tsx']],
  [/^\/browse$/, ['src/app/routes/browse.tsx']],
  [/^\/browse\/[^/]+$/, ['src/app/routes/browse-category.tsx']],
  [/^\/browse\/[^/]+\/[^/]+(\/[^/]+)?$/, ['src/app/routes/browse-term.tsx']],
  [/^\/collections\/[^/]+$/, ['src/app/routes/collection.tsx']],
  [/^\/volumes\/[^/]+$/, ['src/app/routes/volume.tsx']],
  [/^\/library$/, ['src/app/routes/library.tsx']],
  [
    /^\/pieces\/[^/]+$/,
    ['src/app/routes/piece.tsx', 'src/features/player/components/piece-player.tsx'],
  ],
  [
    /^\/performances\/[^/]+$/,
    [
      'src/app/routes/performance.tsx',
      'src/features/performance-video/components/performance-video-screen.tsx',
      'src/features/player/components/following-score.tsx',
    ],
  ],
  [
    /^\/videos\/[^/]+$/,
    ['src/app/routes/video.tsx', 'src/features/video/components/video-player.tsx'],
  ],
  [
    /^\/readings\/[^/]+$/,
    [
      'src/app/routes/reading.tsx',
      'src/features/reading/components/reading-viewer.tsx',
      'src/features/reading/components/pdf-reader.tsx',
    ],
  ],
];

/**
 * Pages drawn without the app's layouts, and what they need first. The landing's own chunks
 * (under its 100 KB budget, `bench/src/bundle-size.ts`) were found one round trip after another:
 * the entry, then React, then the page once React had run (on a phone's network its text came a
 * second after its HTML). What it loads once interactive (its price, count and sample) is not
 * preloaded.
 */
const STANDALONE_PAGES: [RegExp, string[]][] = [[/^\/$/, ['src/app/routes/landing.tsx']]];

/**
 * Entries the web build makes beside the app (`input` in apps/web/vite.config.ts) that a page runs
 * as soon as they arrive, before the app's code has loaded: a piece page asks for its first score
 * page at the size the player will have (`src/first-page-hint.ts`).
 */
const EARLY_ENTRIES: [RegExp, string][] = [[/^\/pieces\/[^/]+$/, 'src/first-page-hint.ts']];

/** The source modules named for pages, for the test that keeps them in step with the app. */
export const pageSourceModules = (): string[] => [
  ...APP_LAYOUTS,
  ...PAGE_MODULES.flatMap(([, modules]) => modules),
  ...STANDALONE_PAGES.flatMap(([, modules]) => modules),
  ...EARLY_ENTRIES.map(([, entry]) => entry),
];

/**
 * The `<link>` tags for the chunks a page needs, read from the web build's manifest (after the
 * page's early scripts, if it has any):
 * `modulepreload` for their scripts, so the browser fetches them all while the entry runs instead
 * of discovering each chunk only after the one importing it has loaded (a piece page took five
 * such rounds before its player's code arrived), and `stylesheet` for their styles, which Vite's
 * loader would otherwise fetch (and wait for) only as each chunk is imported. Dynamic imports
 * inside them (pdf.js, hls.js, Verovio's worker) still load only when asked for.
 */
export function createPageChunkLinks(webDistDir: string): (pathname: string) => string[] {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryStyles = new Set(manifest['index.html']?.css ?? []);

  const chunksOf = (modules: string[]): string[] => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const style of chunk.css ?? []) if (!entryStyles.has(style)) styles.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The entry's own imports first: the browser would find them only once the entry is in.
    for (const module of [...(manifest['index.html']?.imports ?? []), ...modules]) visit(module);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ];
  };

  const byPage = [
    ...PAGE_MODULES.map(
      ([pattern, modules]) => [pattern, chunksOf([...APP_LAYOUTS, ...modules])] as const,
    ),
    ...STANDALONE_PAGES.map(([pattern, modules]) => [pattern, chunksOf(modules)] as const),
  ];
  // Its imports are among the page's chunks, preloaded with them.
  const earlyScripts = EARLY_ENTRIES.flatMap(([pattern, entry]) => {
    const file = manifest[entry]?.file;
    return file
      ? [[pattern, `<script type="module" async crossorigin src="/${file}"></script>`] as const]
      : [];
  });
  return (pathname) => [
    ...earlyScripts.filter(([pattern]) => pattern.test(pathname)).map(([, script]) => script),
    ...(byPage.find(([pattern]) => pattern.test(pathname))?.[1] ?? []),
  ];
}
