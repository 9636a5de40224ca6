import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'music',
    include: ['src/**/*.test.ts'],
    // Generating and rendering scores takes seconds on two cores (the server's limits).
    hookTimeout: 60_000,
    testTimeout: 30_000,
    setupFiles: ['test/fail-on-console-error.ts'],
  },
});
