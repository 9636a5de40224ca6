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
    // The files of a worker share its module graph instead of each importing the whole server
    // again (about half of this project's CPU time: 143 s -> 71 s on 20 files). The server keeps
    // no state in modules but caches of pure values and its worker pools; each file opens its own
    // databases and apps and closes them (ARCHITECTURE: tests).
    isolate: false,
  },
});
