import { loadScoreOrThrow, type MediaMakerDeps, type MediaProduct } from './media-maker.js';

/**
 * The pronunciation guide of a vocal piece ('speech:' refs), stored and recorded with its lines'
 * timings (where the guide speaks each line and where the score sings it).
 */
export async function makePronunciation(
  deps: MediaMakerDeps,
  product: MediaProduct,
): Promise<void> {
  if (await deps.sink.isMade(product.id, 'pronunciation', 'main')) return;
  if (!product.scoreRef || !product.language) throw new Error(`no sung text for ${product.id}`);
  const score = await loadScoreOrThrow(deps, product.scoreRef);
  const speech = await deps.render.pronunciation(score, product.language);
  const relative = deps.sink.layout.pronunciation(product.id);
  await deps.sink.write(relative, speech.audio);
  await deps.sink.saveMediaAsset({
    productId: product.id,
    kind: 'pronunciation',
    variant: 'main',
    path: relative,
    contentType: 'audio/mp4',
    durationMs: speech.durationMs,
    syncMap: { lines: speech.lines },
  });
}
