import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { composeServices } from '../../src/composition.js';
import { loadConfig } from '../../src/config/env.js';
import { loggerOptions } from '../../src/http/logging.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { systemClock } from '../../src/lib/clock.js';
import { createTestDatabase, type TestDatabase } from '../databases.js';
import { silentLogger } from '../test-app.js';

describe('request logs', () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    database = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test' });
    const composition = {
      config,
      database: database.handle,
      jobs: new JobQueue({ database: database.handle, logger: silentLogger, runWorkers: false }),
      clock: systemClock,
      logger: pino(loggerOptions('info'), sink),
    };
    app = await buildApp({ ...composition, services: composeServices(composition) });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('never contain cookies, bearer tokens or tokens in URLs', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/password-resets/tok-in-path-123?accessToken=tok-in-query-456',
      headers: { cookie: 'session=cookie-secret-789', authorization: 'Bearer bearer-secret-000' },
    });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [
      'tok-in-path-123',
      'tok-in-query-456',
      'cookie-secret-789',
      'bearer-secret-000',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/api/password-resets/[REDACTED]?accessToken=[REDACTED]');
  });
});
