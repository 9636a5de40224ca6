import { expect, test } from '@playwright/test';
import { LANDING_BUDGET_BYTES, measureBundleSizes } from '../../../bench/src/bundle-size.js';

// Issue 18's budget, from the build's manifest (what `npm run bench -- bundle` prints).
test('the landing page’s first download stays within 100 KB of gzipped JavaScript', () => {
  const landing = measureBundleSizes().find((size) => size.page === 'landing');
  expect(landing?.files).toBeGreaterThan(1);
  expect(landing?.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
});
