import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test/databases.js';
import { silentLogger } from '../../test/test-app.js';
import { JobQueue, type JobDefinition } from './job-queue.js';

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
  const laneRuns: Record<string, number> = {};
  let lanesBusy = 0;
  let mostLanesBusy = 0;

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
    jobs.define<{ word: string }>({
      name: 'test-lanes',
      batchSize: 6,
      concurrency: 2,
      handle: async ({ word }) => {
        laneRuns[word] = (laneRuns[word] ?? 0) + 1;
        lanesBusy += 1;
        mostLanesBusy = Math.max(mostLanesBusy, lanesBusy);
        await new Promise((resolve) => setTimeout(resolve, 100));
        lanesBusy -= 1;
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

  it('runs up to `concurrency` jobs of a batch at once, each job once', async () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six'];
    await jobs.sendMany(
      'test-lanes',
      words.map((word) => ({ data: { word } })),
    );
    await waitFor(() => Object.keys(laneRuns).length === words.length && lanesBusy === 0);
    expect(mostLanesBusy).toBe(2);
    expect(laneRuns).toEqual(Object.fromEntries(words.map((word) => [word, 1])));
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

  describe('queue policies', () => {
    const sendingOnly = (definition: Omit<JobDefinition<object>, 'handle'>) => {
      const queue = new JobQueue({
        database: database.handle,
        logger: silentLogger,
        runWorkers: false,
      });
      queue.define({ ...definition, handle: async () => {} });
      return queue;
    };
    const policyOf = async (name: string) => {
      const { rows } = await database.handle.executeSql(
        'SELECT policy FROM pgboss.queue WHERE name = $1',
        [name],
      );
      return rows[0]?.policy;
    };

    it('runs a new queue with its declared policy: one queued job per key when stately', async () => {
      const queue = sendingOnly({ name: 'test-stately', policy: 'stately' });
      await queue.start();
      expect(await policyOf('test-stately')).toBe('stately');
      expect(await queue.send('test-stately', {}, { singletonKey: 'k' })).toEqual(
        expect.any(String),
      );
      expect(await queue.send('test-stately', {}, { singletonKey: 'k' })).toBeNull();
      expect(await queue.send('test-stately', {}, { singletonKey: 'other' })).toEqual(
        expect.any(String),
      );
      await queue.stop();
    });

    it('corrects the policy of a queue an earlier release made, keeping its queued jobs', async () => {
      const earlier = sendingOnly({ name: 'test-upgraded' });
      await earlier.start();
      expect(await policyOf('test-upgraded')).toBe('standard');
      const queuedEarlier = await earlier.send('test-upgraded', { word: 'kept' });
      await earlier.stop();

      const later = sendingOnly({ name: 'test-upgraded', policy: 'stately' });
      await later.start();
      expect(await policyOf('test-upgraded')).toBe('stately');
      const { rows } = await database.handle.executeSql(
        "SELECT id FROM pgboss.job WHERE name = 'test-upgraded' AND state = 'created'",
      );
      expect(rows.map((row) => row.id)).toEqual([queuedEarlier]);
      expect(await later.send('test-upgraded', {}, { singletonKey: 'k' })).toEqual(
        expect.any(String),
      );
      expect(await later.send('test-upgraded', {}, { singletonKey: 'k' })).toBeNull();
      await later.stop();
    });
  });

  it('refuses a job nobody defined', async () => {
    await expect(jobs.send('no-such-job', {})).rejects.toThrow('unknown job no-such-job');
  });
});
