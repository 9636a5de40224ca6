import { loadScoreOrThrow, type MediaMakerDeps, type MediaProduct } from './media-maker.js';

/** What a recording rendered from a score is made from: films of that score reuse its sound. */
export const recordingSource = (scoreRef: string) => `recording:${scoreRef}`;

/** The media asset variant of a recording's stems (its parts, a channel each). */
export const STEMS_VARIANT = 'stems';

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

/**
 * The recording in parts (stems, one file with a part on each channel) for a product flagged
 * 'stems', stored and recorded as its recording's 'stems' variant with the staves of each
 * channel; nothing when it is made already, or when the score does not split into parts.
 */
export async function makeStems(deps: MediaMakerDeps, product: MediaProduct): Promise<void> {
  if (!product.featureFlags.includes('stems') || !product.scoreRef) return;
  if (await deps.sink.isMade(product.id, 'recording', STEMS_VARIANT)) return;
  const stems = await deps.render.stems(await loadScoreOrThrow(deps, product.scoreRef));
  if (!stems) return;
  const relative = deps.sink.layout.recordingStems(product.id);
  await deps.sink.write(relative, stems.audio);
  await deps.sink.saveMediaAsset({
    productId: product.id,
    kind: 'recording',
    variant: STEMS_VARIANT,
    path: relative,
    contentType: 'audio/mp4',
    durationMs: stems.durationMs,
    syncMap: { points: stems.syncMap.points, channels: stems.channels },
  });
}
