// `npm start`: build what is missing or out of date, then run the server (which migrates the
// database, seeds the demo library on first start and prints its address when ready).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

/**
 * Newest modification time under a file or folder.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** @param {string[]} args */
function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webBuiltAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
const webChangedAt = Math.max(...webSources.map((source) => newestMtime(path.join(root, source))));
if (webChangedAt > webBuiltAt) {
  // Vite's list of every file it wrote, and its advice on chunk sizes, are for the people who
  // work on the build (`npm run build` prints them); here only an error is shown.
  console.log('Building the web app…');
  const startedAt = performance.now();
  run(['run', 'build', '-w', 'apps/web', '--silent', '--', '--logLevel', 'error']);
  console.log(`Built the web app in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
}
// The server bundle takes well under a second: always rebuilt so it is never stale.
run(['run', 'build', '-w', 'apps/server', '--silent']);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the server too (same process group); forward a plain `kill` as well.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
