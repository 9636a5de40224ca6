// The score check's worker thread entry point (its own bundle in dist, see build.mjs).
import { serveTasks } from '../../content/worker-pool.js';
import { scoreCheckTasks } from './score-check-tasks.js';

serveTasks(scoreCheckTasks);
