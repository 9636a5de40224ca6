import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test/databases.js';
import { silentLogger } from '../../test/test-app.js';
import { JobQueue } from './job-queue.js';

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDrivers)('JobQueue on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobQueue;
  const worked: string[] = [];
  let failuresLeft = 1;
  const batchRuns: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    jobs = new JobQueue({
      database: database.handle,
      logger: silentLogger,
      runWorkers: true,
      pollingIntervalSeconds: 0.5,
    });
    jobs.define<{ word: string }>({
      name: 'test-echo',
      handle: async ({ word }) => {
        worked.push(word);
      },
    });
    jobs.define<{ word: string }>({
      name: 'test-flaky',
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async ({ word }) => {
        if (failuresLeft-- > 0) throw new Error('transient');
        worked.push(word);
      },
    });
    jobs.define<{ word: string }>({
      name: 'test-batch',
      batchSize: 5,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async ({ word }) => {
        batchRuns[word] = (batchRuns[word] ?? 0) + 1;
        if (word === 'bad' && batchRuns[word] === 1) throw new Error('only this one fails');
      },
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  it('works a job that was sent', async () => {
    await jobs.send('test-echo', { word: 'hello' });
    await waitFor(() => worked.includes('hello'));
    expect(worked.filter((w) => w === 'hello')).toHaveLength(1);
  });

  it('retries a job that failed', async () => {
    await jobs.send('test-flaky', { word: 'eventually' });
    await waitFor(() => worked.includes('eventually'));
    expect(failuresLeft).toBeLessThan(0);
  });

  it('fails one job of a batch alone: the others are not run again', async () => {
    for (const word of ['a', 'b', 'bad', 'c']) await jobs.send('test-batch', { word });
    await waitFor(() => batchRuns.bad === 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(batchRuns).toEqual({ a: 1, b: 1, bad: 2, c: 1 });
  });

  it('applies the latest definition of a queue’s retry policy', async () => {
    const other = new JobQueue({
      database: database.handle,
      logger: silentLogger,
      runWorkers: false,
    });
    other.define({
      name: 'test-echo',
      retryDelaySeconds: 7,
      retryLimit: 5,
      handle: async () => {},
    });
    await other.start();
    const { rows } = await database.handle.executeSql(
      "SELECT retry_delay, retry_limit FROM pgboss.queue WHERE name = 'test-echo'",
    );
    expect(rows[0]).toMatchObject({ retry_delay: 7, retry_limit: 5 });
    await other.stop();
  });

  it('refuses a job nobody defined', async () => {
    await expect(jobs.send('no-such-job', {})).rejects.toThrow('unknown job no-such-job');
  });
});
