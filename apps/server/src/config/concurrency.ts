import { availableParallelism } from 'node:os';
import { ConfigError, type Config } from './env.js';

/**
 * How many HTTP processes serve the port (`WEB_CONCURRENCY`): the number of cores on
 * PostgreSQL, 1 on the embedded database, whose files belong to one process; more than 1 there
 * is refused at start-up, named.
 */
export function resolveWebConcurrency(
  env: Record<string, string | undefined>,
  config: Pick<Config, 'databaseUrl'>,
  cores: number = availableParallelism(),
): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return config.databaseUrl ? Math.max(1, cores) : 1;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw new ConfigError(['WEB_CONCURRENCY: must be a whole number of processes, at least 1']);
  }
  const concurrency = Number(raw);
  if (concurrency > 1 && !config.databaseUrl) {
    throw new ConfigError([
      'WEB_CONCURRENCY: more than 1 process needs PostgreSQL (set DATABASE_URL); the embedded database belongs to one process',
    ]);
  }
  return concurrency;
}
