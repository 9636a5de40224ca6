// The content worker thread's entry point (its own bundle in dist, see build.mjs).
import { contentTasks } from './content-tasks.js';
import { serveTasks } from './worker-pool.js';

serveTasks(contentTasks);
