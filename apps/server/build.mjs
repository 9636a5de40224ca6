// Bundles the server and CLI with esbuild: our own workspaces (TypeScript sources) are
// compiled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

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
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
