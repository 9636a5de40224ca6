// The static checks of `npm run validate` (typecheck, lint, format:check), run side by side
// rather than one after another: each is one single-threaded process (lint alone is about
// 190 s of CPU, the typechecks about 105 s, Prettier 26 s), so on two cores they take as long
// as the longest instead of their sum. Each check's output is printed whole when it ends, under
// its name, and the failed ones are named again at the end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** @type {{ workspaces: string[] }} */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @param {string} dir */
const hasTypecheck = (dir) => {
  /** @type {{ scripts?: Record<string, string> }} */
  const workspace = JSON.parse(
    readFileSync(new URL(`../${dir}/package.json`, import.meta.url), 'utf8'),
  );
  return Boolean(workspace.scripts?.typecheck);
};

/** The same commands as the package scripts, the typecheck split by workspace; longest first. */
const checks = [
  { name: 'lint', args: ['run', 'lint', '--silent'] },
  ...manifest.workspaces.filter(hasTypecheck).map((dir) => ({
    name: `typecheck ${dir}`,
    args: ['run', 'typecheck', '--silent', '-w', dir],
  })),
  { name: 'typecheck (root)', args: ['exec', '--', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'format:check', args: ['run', 'format:check', '--silent'] },
];

/** @param {{ name: string, args: string[] }} check */
function run(check) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (exit ${String(code)})`;
      process.stdout.write(`\n── ${check.name}: ${status} in ${seconds} s\n${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const pending = [...checks];
/** @type {string[]} */
const failed = [];
async function lane() {
  for (let check = pending.shift(); check; check = pending.shift()) {
    if (!(await run(check))) failed.push(check.name);
  }
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));

if (failed.length > 0) {
  process.stdout.write(`\nChecks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\nChecks passed: ${checks.map((check) => check.name).join(', ')}\n`);
