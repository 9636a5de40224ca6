import { loadScoreOrThrow, type MediaMakerDeps, type MediaProduct } from './media-maker.js';

/** What a recording rendered from a score is made from: films of that score reuse its sound. */
export const recordingSource = (scoreRef: string) => `recording:${scoreRef}`;

/** Recordings being made in this process, by product: a second caller waits for the first. */
const inProgress = new Map<string, Promise<void>>();

/**
 * The recording of a piece rendered from its score ('synth:' recording refs), with its sync
 * map, stored and recorded; nothing when it is made already (or being made: then once it is).
 */
export async function makeRecording(deps: MediaMakerDeps, product: MediaProduct): Promise<void> {
  const running = inProgress.get(product.id);
  if (running) return running;
  const work = recordAndStore(deps, product);
  inProgress.set(product.id, work);
  try {
    await work;
  } finally {
    if (inProgress.get(product.id) === work) inProgress.delete(product.id);
  }
}

async function recordAndStore(deps: MediaMakerDeps, product: MediaProduct): Promise<void> {
  if (await deps.sink.isMade(product.id, 'recording', 'main')) return;
  if (!product.scoreRef || !product.recordingRef?.startsWith('synth:'))
    throw new Error(`no way to record ${product.id}`);
  const recording = await deps.render.recording(await loadScoreOrThrow(deps, product.scoreRef));
  const relative = deps.sink.layout.recording(product.id);
  await deps.sink.write(relative, recording.audio);
  await deps.sink.saveMediaAsset({
    productId: product.id,
    kind: 'recording',
    variant: 'main',
    path: relative,
    contentType: 'audio/mp4',
    durationMs: recording.durationMs,
    syncMap: recording.syncMap,
    source: recordingSource(product.scoreRef),
  });
}
