import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg.js';
import {
  loadScoreOrThrow,
  withScratchFolder,
  type MediaMakerDeps,
  type MediaProduct,
} from './media-maker.js';
import { renderMidiToWav } from './midi-audio.js';
import { renderPerformance, syncPointsOf } from './verovio-node.js';

/** Encodes WAV to AAC in MP4 (its edit list hides the encoder's priming, keeping the sync exact). */
export async function encodeAac(
  folder: string,
  wav: Uint8Array,
  bitrate: string,
): Promise<Uint8Array> {
  const input = path.join(folder, 'input.wav');
  const output = path.join(folder, 'output.m4a');
  await writeFile(input, wav);
  await runFfmpeg([
    '-y',
    '-i',
    input,
    '-c:a',
    'aac',
    '-b:a',
    bitrate,
    '-movflags',
    '+faststart',
    output,
  ]);
  return readFile(output);
}

/**
 * A recording of the piece rendered from its score ('synth:' recording refs): Verovio's MIDI
 * played by a General MIDI piano, with a sync map point at every onset of Verovio's timemap.
 */
export async function makeRecording(deps: MediaMakerDeps, product: MediaProduct): Promise<void> {
  if (await deps.sink.isMade(product.id, 'recording', 'main')) return;
  if (!product.scoreRef || !product.recordingRef?.startsWith('synth:'))
    throw new Error(`no way to record ${product.id}`);
  const performance = await renderPerformance(await loadScoreOrThrow(deps, product.scoreRef));
  const { wav, durationMs } = await renderMidiToWav(performance.midi);
  const audio = await withScratchFolder((folder) => encodeAac(folder, wav, '128k'));
  const relative = deps.sink.layout.recording(product.id);
  await deps.sink.write(relative, audio);
  await deps.sink.saveMediaAsset({
    productId: product.id,
    kind: 'recording',
    variant: 'main',
    path: relative,
    contentType: 'audio/mp4',
    durationMs,
    syncMap: { points: syncPointsOf(performance.timemap) },
  });
}
