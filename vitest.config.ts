import { defineConfig } from 'vitest/config';

// One test run for the whole repository: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/music', 'apps/server', 'apps/web', 'bench'],
  },
});
