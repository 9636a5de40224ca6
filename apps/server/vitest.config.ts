import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own databases (PGlite, and PostgreSQL when DATABASE_URL is set),
    // copied from the ones the global setup migrated once for the run.
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    setupFiles: ['test/fail-on-console-error.ts'],
  },
});
