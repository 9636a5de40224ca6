import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ScoreWorkerClient } from './score-worker-client';
import { HeldWorker } from '../../../test/score-worker-fakes';
import type { WorkerResponse } from './worker-protocol';

const TIMEOUT_MS = 90_000;
const loadOptions = (onProgress = vi.fn()) => ({ semitones: 0, timeoutMs: TIMEOUT_MS, onProgress });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Worker', HeldWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('stops a score that is still loading past its time, saying why, and fails what else was asked', async () => {
  const client = new ScoreWorkerClient();
  const worker = HeldWorker.current as HeldWorker;
  const onProgress = vi.fn();
  const loading = client.load('<mei/>', { width: 1200, height: 800 }, loadOptions(onProgress));
  const failed = expect(loading).rejects.toThrow(
    'The score took longer than 90 seconds to prepare and was stopped. It may be too long for this device; try a computer with more memory.',
  );
  const [request] = worker.requests;
  worker.answer({ type: 'progress', id: request?.id ?? 0, step: 'reading' });
  expect(onProgress).toHaveBeenCalledWith('reading');

  await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
  expect(worker.terminated).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await failed;
  expect(worker.terminated).toBe(true);
  // A page asked for after the stop is not left waiting either.
  const page = client.render(1);
  client.terminate();
  await expect(page).rejects.toThrow('The score viewer was closed.');
});

it('keeps a score that loads in time, and the timer is gone with it', async () => {
  const client = new ScoreWorkerClient();
  const worker = HeldWorker.current as HeldWorker;
  const loading = client.load('<mei/>', { width: 1200, height: 800 }, loadOptions());
  const [request] = worker.requests;
  expect(request).toMatchObject({ type: 'load', score: '<mei/>', width: 1200, height: 800 });
  const loaded = {
    type: 'loaded',
    id: request?.id ?? 0,
    timemap: [],
    pitches: {},
    staves: {},
    staffDefinitions: [],
  } as unknown as WorkerResponse;
  worker.answer(loaded);
  await expect(loading).resolves.toMatchObject({ type: 'loaded' });
  await vi.advanceTimersByTimeAsync(TIMEOUT_MS * 2);
  expect(worker.terminated).toBe(false);
  expect(vi.getTimerCount()).toBe(0);
});
