// Bundles the server and CLI with esbuild: our own workspaces (TypeScript sources) are
// compiled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// `node build.mjs [outdir [entry.ts ...]]`: dist by default. The tests bundle into a folder of
// their own, with the test scripts they start as processes (test/global-setup.ts).
const [outdir = 'dist', ...extraEntries] = process.argv.slice(2);

const manifest = (dir) => JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url)));
const external = [
  manifest('.'),
  manifest('../../packages/domain'),
  manifest('../../packages/music'),
]
  .flatMap((m) => Object.keys(m.dependencies ?? {}))
  .filter((name) => !name.startsWith('@cadenza/'));

await build({
  // The content worker is a thread's own module, loaded beside main.js and cli.js (content-work.ts).
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    'content-worker': 'src/modules/content/content-worker.ts',
    'score-check-worker': 'src/modules/catalogue/import/score-check-worker.ts',
    ...Object.fromEntries(extraEntries.map((entry) => [path.basename(entry, '.ts'), entry])),
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
