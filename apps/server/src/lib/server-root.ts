import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps/server folder, found from wherever this code runs (TypeScript sources under src/
 * in tests, or the bundle in dist/), so that migrations and the web build are located the
 * same way in both.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@cadenza/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${start}`);
    dir = parent;
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
