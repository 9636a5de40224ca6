// @ts-check
/**
 * Which code may import which (ARCHITECTURE.md, "Direction"): a wrong import fails `npm run lint`.
 *
 * Two rules carry the boundaries, so that a file can fall under one of each without one
 * overriding the other (in flat config the last matching object's options win):
 * - `no-restricted-imports`: the shape of the tree, judged on relative paths. The patterns
 *   depend on how deep a file sits (`../` once from `features/<a>/x.ts` reaches `features/`,
 *   twice from `features/<a>/components/x.tsx`), so there is one object per depth; each
 *   object repeats the general patterns of its area.
 * - `@typescript-eslint/no-restricted-imports`: packages (`@cadenza/domain`, zod,
 *   `drizzle-orm`, ...), where type-only imports can be allowed.
 */

const DEPTHS = [1, 2, 3, 4, 5];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** `n` times `../` as a regular expression. @param {number} n */
const up = (n) => `(\\.\\./){${String(n)}}`;

/**
 * Files `depth` folders below `root`: depth 1 is `root/<area>/file`.
 * @param {string} root
 * @param {number} depth
 */
const filesAtDepth = (root, depth, extensions = '{ts,tsx}') => [
  `${root}/${'*/'.repeat(depth)}*.${extensions}`,
];

// Apps use the packages by name (`@cadenza/domain`, `@cadenza/music/...`), never by path.
const appsPatterns = [
  {
    regex: '^(\\.\\./)+packages/',
    message: 'Import a package by its name (@cadenza/domain, @cadenza/music/...), not by path.',
  },
];

// Packages never reach into the apps.
const packagesPatterns = [
  {
    regex: '^(\\.\\./)+apps/',
    message: 'Packages do not import the apps.',
  },
  {
    group: ['@cadenza/server', '@cadenza/server/*', '@cadenza/web', '@cadenza/web/*'],
    message: 'Packages do not import the apps.',
  },
];

/** A feature file `depth` folders below `features/`. @param {number} depth */
const featurePatterns = (depth) => [
  {
    regex: `^${up(depth)}(?!\\.\\.)`,
    message:
      'Features do not import each other: put what both need in src/lib or src/components, or compose them in src/app.',
  },
  {
    regex: `^${up(depth + 1)}(app|features)(/|$)`,
    message:
      'Features import src/lib and src/components, never src/app (routes compose features) or another feature.',
  },
];

/** A file of src/lib or src/components, `depth` folders below src. @param {number} depth */
const sharedWebPatterns = (depth) => [
  {
    regex: `^${up(depth)}(app|features)(/|$)`,
    message:
      'src/lib and src/components are shared by every feature: they import neither src/app nor a feature.',
  },
];

/** A server module file, `depth` folders below `modules/`. @param {number} depth */
const modulePatterns = (depth) => [
  ...[`^${up(depth)}(?!\\.\\.)`, `^${up(depth + 1)}modules/`].map((regex) => ({
    regex,
    importNamePattern: '^create',
    message:
      'Modules do not construct each other: apps/server/src/composition.ts builds every service once and passes it in.',
  })),
  {
    regex: `^${up(depth + 1)}(composition|app|runtime|main)(\\.js)?$`,
    message:
      'Modules are given what they need: only the entry points (app.ts, runtime.ts, main.ts, cli/) use the composition root.',
  },
];

/**
 * The web app's first download (entry and landing page, from the build's module graph; see
 * ARCHITECTURE.md "Web first download"): no zod, so no values from `@cadenza/domain` (its
 * pure rules are `@cadenza/domain/rules`).
 */
const webEntryFiles = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/{app,router,account-routes,catalogue-routes,dialog-mount,lazy-page,supported-only}.tsx',
  'apps/web/src/app/routes/landing.tsx',
  'apps/web/src/components/{app-link,content-error-boundary,cookie-banner,not-found-page,page,page-loading}.tsx',
  'apps/web/src/components/icons/icons.tsx',
  'apps/web/src/components/layout/*.tsx',
  'apps/web/src/lib/{device,device-context,document-title,entry-signals,paths,product,referral-code,session-cookie,unsupported-redirect,user-agent}.{ts,tsx}',
  'apps/web/src/features/landing/*.ts',
  'apps/web/src/features/landing/components/*.tsx',
  'apps/web/src/features/landing/hooks/use-landing-data.ts',
];

// The web runs in the browser: the score engine's Node code stays on the server.
const webPaths = [
  {
    name: '@cadenza/music',
    allowTypeImports: true,
    message: 'The web app takes only types from @cadenza/music.',
  },
];
const webPackagePatterns = [
  {
    group: ['@cadenza/music/*'],
    allowTypeImports: true,
    message: 'The web app takes only types from @cadenza/music.',
  },
  {
    group: ['bowser', 'bowser/*'],
    message:
      'src/lib/user-agent.ts reads user agents: bowser (34 KB) would weigh on the first download; device tests use it as their oracle.',
  },
];

// Features and routes call the API through its contract (`callApi` with an endpoint of
// @cadenza/domain); `apiFetch` with a hand-typed path is left to src/lib.
const webCallPatterns = [
  {
    group: ['**/lib/api-client'],
    importNames: ['apiFetch'],
    message:
      'Call the API through its contract: callApi(endpoint, ...) with an endpoint from @cadenza/domain.',
  },
];

const webEntryPaths = [
  ...webPaths,
  {
    name: '@cadenza/domain',
    allowTypeImports: true,
    message:
      'The first download never imports values from @cadenza/domain (it brings zod): use @cadenza/domain/rules, or a type import.',
  },
  { name: 'zod', message: 'The first download never brings zod.' },
];

/** @typedef {import('eslint').Linter.Config} Config */

/**
 * @param {string[]} files
 * @param {object[]} patterns
 * @param {{ ignores?: string[] }} [extra]
 * @returns {Config}
 */
const restrictStructure = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * @param {string[]} files
 * @param {object[]} paths
 * @param {object[]} patterns
 * @param {{ ignores?: string[] }} [extra]
 * @returns {Config}
 */
const restrictPackages = (files, paths, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }] },
});

/** @type {Config[]} */
export const importBoundaries = [
  // Shape of the tree (no-restricted-imports); general objects first, deeper ones repeat them.
  restrictStructure(['apps/**/*.{ts,tsx}'], appsPatterns),
  ...DEPTHS.map((depth) =>
    restrictStructure(filesAtDepth('apps/web/src/features', depth), [
      ...appsPatterns,
      ...featurePatterns(depth),
    ]),
  ),
  ...DEPTHS.map((depth) =>
    restrictStructure(
      [
        ...filesAtDepth('apps/web/src/lib', depth - 1),
        ...filesAtDepth('apps/web/src/components', depth - 1),
      ],
      [...appsPatterns, ...sharedWebPatterns(depth)],
      { ignores: TESTS },
    ),
  ),
  ...DEPTHS.map((depth) =>
    restrictStructure(
      filesAtDepth('apps/server/src/modules', depth, 'ts'),
      [...appsPatterns, ...modulePatterns(depth)],
      // Tests build what they exercise.
      { ignores: TESTS },
    ),
  ),
  restrictStructure(['packages/**/*.ts'], packagesPatterns),
  restrictStructure(
    ['packages/domain/src/rules/**/*.ts'],
    [
      ...packagesPatterns,
      {
        regex: '^\\.\\./',
        message:
          '@cadenza/domain/rules stays zod-free: it imports only its own files (the rest of the domain imports it, not the other way).',
      },
      {
        group: ['zod', 'zod/*', '@cadenza/domain', '@cadenza/music', '@cadenza/music/*'],
        message: '@cadenza/domain/rules stays zod-free and imports only its own files.',
      },
    ],
  ),

  // Packages (@typescript-eslint/no-restricted-imports, where type-only imports may pass).
  restrictPackages(['apps/web/src/**/*.{ts,tsx}'], webPaths, webPackagePatterns),
  restrictPackages(['apps/web/src/{app,features}/**/*.{ts,tsx}'], webPaths, [
    ...webPackagePatterns,
    ...webCallPatterns,
  ]),
  restrictPackages(webEntryFiles, webEntryPaths, [...webPackagePatterns, ...webCallPatterns]),
  restrictPackages(
    ['apps/server/src/**/*.ts'],
    [],
    [
      {
        group: [
          'drizzle-orm',
          'drizzle-orm/*',
          '**/db/schema',
          '**/db/schema/*',
          '**/db/schema.js',
        ],
        message:
          'Only repositories (*.repository.ts) and apps/server/src/db query with Drizzle: put the query in a repository.',
      },
    ],
    { ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', ...TESTS] },
  ),
  restrictPackages(
    ['packages/domain/**/*.ts'],
    [],
    [
      {
        group: ['@cadenza/music', '@cadenza/music/*'],
        message: 'The domain is the contract the score engine builds on: it does not import it.',
      },
    ],
  ),
];
