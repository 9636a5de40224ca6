import { audioToWav } from 'spessasynth_core';
import { readSungLines } from '../lyrics/sung-text.js';
import { encodeAac } from './make-recording.js';
import {
  loadScoreOrThrow,
  withScratchFolder,
  type MediaMakerDeps,
  type MediaProduct,
} from './media-maker.js';
import { speakLines } from './speak-text.js';

/** The pronunciation guide of a vocal piece: its sung text, line by line, spoken in its language. */
export async function makePronunciation(
  deps: MediaMakerDeps,
  product: MediaProduct,
): Promise<void> {
  if (await deps.sink.isMade(product.id, 'pronunciation', 'main')) return;
  if (!product.scoreRef || !product.language) throw new Error(`no sung text for ${product.id}`);
  const lines = readSungLines(await loadScoreOrThrow(deps, product.scoreRef));
  if (!lines.length) throw new Error(`the score of ${product.id} has no words`);
  const { samples, sampleRate } = await speakLines(lines, product.language);
  const audio = await withScratchFolder((folder) =>
    encodeAac(folder, new Uint8Array(audioToWav([samples], sampleRate)), '64k'),
  );
  const relative = deps.sink.layout.pronunciation(product.id);
  await deps.sink.write(relative, audio);
  await deps.sink.saveMediaAsset({
    productId: product.id,
    kind: 'pronunciation',
    variant: 'main',
    path: relative,
    contentType: 'audio/mp4',
    durationMs: Math.round((samples.length / sampleRate) * 1000),
    syncMap: null,
  });
}
