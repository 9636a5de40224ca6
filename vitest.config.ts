import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test run for the whole repository: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/music', 'apps/server', 'apps/web', 'bench'],
    // A worker per core, where Vitest's default leaves one core out: many server files spend
    // much of their time waiting on PostgreSQL or on processes they start (ARCHITECTURE: tests).
    maxWorkers: availableParallelism(),
  },
});
