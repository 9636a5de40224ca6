import { afterAll, describe, expect, it } from 'vitest';
import { numberedMusicXml } from '../../../test/content/content-fixtures.js';
import { createContentWorkPool } from './content-work.js';
import { describeScore } from './score-preview.js';

describe('the content workers', () => {
  const pool = createContentWorkPool(1);
  afterAll(() => pool.close());

  it('run a task in a worker thread while the event loop stays free', async () => {
    const score = { format: 'musicxml' as const, content: numberedMusicXml(4000) };
    const finished: string[] = [];
    const described = pool.run('describeScore', score).then((facts) => {
      finished.push('described');
      return facts;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    finished.push('timer');
    expect(await described).toEqual(describeScore(score));
    expect(finished).toEqual(['timer', 'described']);
  });

  it('queue tasks for a busy worker, count them, and fail only the task that throws', async () => {
    const before = pool.started.describeScore ?? 0;
    const scores = [3, 5, 7].map((bars) => ({
      format: 'musicxml' as const,
      content: numberedMusicXml(bars),
    }));
    const [broken, ...facts] = await Promise.allSettled([
      pool.run('previewOfPdf', new Uint8Array([1, 2, 3])),
      ...scores.map((score) => pool.run('describeScore', score)),
    ]);
    expect(broken).toMatchObject({ status: 'rejected', reason: { message: /PDF/ } });
    expect(
      facts.map((result) => result.status === 'fulfilled' && result.value.fullMeasureCount),
    ).toEqual([3, 5, 7]);
    expect((pool.started.describeScore ?? 0) - before).toBe(3);
  });

  it('refuse work once closed', async () => {
    const closed = createContentWorkPool(1);
    await closed.close();
    await expect(
      closed.run('describeScore', { format: 'musicxml', content: numberedMusicXml(2) }),
    ).rejects.toThrow('closed');
  });
});
