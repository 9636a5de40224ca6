import { parseSync } from 'vite';
import { expect, it } from 'vitest';
import { staticImports } from '../vite-static-imports.mjs';

interface FakeModule {
  code: string;
  importedIds: string[];
  exports: string[];
}

/** A build of a few modules, as the plugin context shows it at `buildEnd`. */
function buildOf(modules: Record<string, FakeModule>) {
  const resolutions: Record<string, string> = {
    '@cadenza/domain': '/domain/index.ts',
    './offer.js': '/domain/offer.ts',
    './console.js': '/domain/console.ts',
    './studio.js': '/domain/studio.ts',
    './again.js': '/web/again.ts',
    zod: '/node_modules/zod/index.js',
  };
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => modules[id] ?? null,
    parse: (code: string) => parseSync('module.js', code).program,
    resolve: (source: string) => Promise.resolve({ id: resolutions[source] ?? source }),
  };
}

const DOMAIN = {
  '/domain/index.ts': {
    code: "export * from './offer.js';\nexport * from './console.js';\nexport * from './studio.js';\n",
    importedIds: ['/domain/offer.ts', '/domain/console.ts', '/domain/studio.ts'],
    exports: ['offerEndpoint', 'customersEndpoint', 'studioEndpoint'],
  },
  '/domain/offer.ts': {
    code: "import { z } from 'zod';\nexport const offerEndpoint = z.object({});\n",
    importedIds: ['/node_modules/zod/index.js'],
    exports: ['offerEndpoint'],
  },
  '/domain/console.ts': {
    code: "import { z } from 'zod';\nexport const customersEndpoint = z.object({});\n",
    importedIds: ['/node_modules/zod/index.js'],
    exports: ['customersEndpoint'],
  },
  '/domain/studio.ts': {
    code: "import { z } from 'zod';\nexport const studioEndpoint = z.object({});\n",
    importedIds: ['/node_modules/zod/index.js'],
    exports: ['studioEndpoint'],
  },
  '/node_modules/zod/index.js': { code: 'export const z = {};\n', importedIds: [], exports: ['z'] },
};

it('narrows an import from a barrel to the modules that export the names taken', async () => {
  const imports = await staticImports(
    buildOf({
      ...DOMAIN,
      '/web/offer-api.ts': {
        code: "import { offerEndpoint } from '@cadenza/domain';\nimport { z } from 'zod';\n",
        importedIds: ['/domain/index.ts', '/node_modules/zod/index.js'],
        exports: [],
      },
      '/web/console-api.ts': {
        code: "import { customersEndpoint as customers, studioEndpoint } from '@cadenza/domain';\n",
        importedIds: ['/domain/index.ts'],
        exports: [],
      },
    }),
  );
  expect(imports.get('/web/offer-api.ts')).toEqual([
    '/domain/index.ts',
    '/domain/offer.ts',
    '/node_modules/zod/index.js',
  ]);
  expect(imports.get('/web/console-api.ts')).toEqual([
    '/domain/index.ts',
    '/domain/console.ts',
    '/domain/studio.ts',
  ]);
  // The barrel itself leads nowhere; the modules it re-exports keep their own imports.
  expect(imports.get('/domain/index.ts')).toEqual([]);
  expect(imports.get('/domain/offer.ts')).toEqual(['/node_modules/zod/index.js']);
});

it('follows every module of a barrel for a namespace import or a re-export of it all', async () => {
  const imports = await staticImports(
    buildOf({
      ...DOMAIN,
      '/web/everything.ts': {
        code: "import * as domain from '@cadenza/domain';\nexport const all = domain;\n",
        importedIds: ['/domain/index.ts'],
        exports: ['all'],
      },
      '/web/again.ts': {
        code: "export * from '@cadenza/domain';\n",
        importedIds: ['/domain/index.ts'],
        exports: ['offerEndpoint', 'customersEndpoint', 'studioEndpoint'],
      },
      '/web/offer-page.ts': {
        code: "import { offerEndpoint } from './again.js';\n",
        importedIds: ['/web/again.ts'],
        exports: [],
      },
    }),
  );
  const everyModule = ['/domain/offer.ts', '/domain/console.ts', '/domain/studio.ts'];
  expect(imports.get('/web/everything.ts')).toEqual(['/domain/index.ts', ...everyModule]);
  // A module of `export *` lines is a barrel wherever it re-exports from: its importers are
  // narrowed to the modules behind the barrel it re-exports.
  expect(imports.get('/web/again.ts')).toEqual([]);
  expect(imports.get('/web/offer-page.ts')).toEqual(['/web/again.ts', '/domain/offer.ts']);
});
