import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  LANDING_BUDGET_BYTES,
  firstLoadFiles,
  firstLoadModules,
  measureBundleSizes,
  readManifest,
  webDist,
} from '../../../bench/src/bundle-size.js';

// Issue 18's budget, from the build's manifest (what `npm run bench -- bundle` prints).
test('the landing page’s first download stays within 100 KB of gzipped JavaScript', () => {
  const landing = measureBundleSizes().find((size) => size.page === 'landing');
  expect(landing?.files).toBeGreaterThan(1);
  expect(landing?.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
});

// The chunk groups follow imports from `@cadenza/domain` to the contracts they take
// (apps/web/vite-static-imports.mjs): the staff's contracts are built only for the staff's pages.
test('no measured page’s first download holds the console’s or the studio’s contracts', () => {
  const manifest = readManifest();
  const codeOf = (files: string[]) =>
    files.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
  const staffPaths = ['`/console/customers`', '`/studio/products`'];
  const everyScript = Object.values(manifest).map((chunk) => chunk.file);
  const held = (files: string[]) => {
    const code = codeOf(files);
    return staffPaths.filter((staffPath) => code.includes(staffPath));
  };
  expect(held(everyScript)).toEqual(staffPaths);
  for (const [page, modules] of Object.entries(firstLoadModules)) {
    expect(held(firstLoadFiles(manifest, modules)), page).toEqual([]);
  }
});
