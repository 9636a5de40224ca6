import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** eSpeak NG's voice for each sung language of the library. */
const voiceByLanguage: Record<string, string> = {
  English: 'en',
  Italian: 'it',
  German: 'de',
  French: 'fr',
  Latin: 'la',
  Spanish: 'es',
  Portuguese: 'pt',
  Russian: 'ru',
  Czech: 'cs',
  Polish: 'pl',
  Norwegian: 'nb',
  Swedish: 'sv',
  Danish: 'da',
  Dutch: 'nl',
  Hungarian: 'hu',
  Finnish: 'fi',
  Welsh: 'cy',
  Irish: 'ga',
  Scottish: 'gd',
};

export function voiceFor(language: string): string | undefined {
  return voiceByLanguage[language];
}

interface EspeakWorker {
  samplerate: number;
  set_voice(voice: string): void;
  set_rate(wordsPerMinute: number): void;
  synthesize(text: string, callback: (samples: Float32Array | undefined) => number): void;
}
type EspeakModule = { eSpeakNGWorker: new () => EspeakWorker };

let engine: Promise<EspeakModule> | undefined;

/**
 * eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten, GPL-3.0, voice data inside
 * the package): a spoken guide to the words, slower than speech so a singer can follow.
 */
async function loadEngine(): Promise<EspeakModule> {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('@echogarden/espeak-ng-emscripten/package.json'));
  const { default: create } = (await import(
    pathToFileURL(path.join(folder, 'espeak-ng.js')).href
  )) as {
    default: (options: { locateFile: (file: string) => string }) => Promise<EspeakModule>;
  };
  return create({ locateFile: (file) => path.join(folder, file) });
}

/** Silence between two lines of a guide: time to say the line back. */
const PAUSE_BETWEEN_LINES_MS = 700;
/** Sound quieter than this at a line's ends is the synthesiser's own silence, cut off. */
const SILENCE_LEVEL = 0.01;
/** Kept around a line's first and last sound, so its onset and its fading end are never cut. */
const EDGE_MS = 30;

/** Where a line is in a guide's audio, in milliseconds from its start. */
export interface SpokenLineSpan {
  startMs: number;
  endMs: number;
}

/** The samples of one line, without the silence the synthesiser puts before and after it. */
function trimSilence(samples: Float32Array, sampleRate: number): Float32Array {
  const isSound = (value: number) => Math.abs(value) > SILENCE_LEVEL;
  const first = samples.findIndex(isSound);
  if (first < 0) return samples;
  const last = samples.findLastIndex(isSound);
  const edge = Math.round((EDGE_MS / 1000) * sampleRate);
  return samples.subarray(Math.max(0, first - edge), Math.min(samples.length, last + 1 + edge));
}

function concatenate(chunks: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * Speaks each line on its own, one after another with a pause between them; returns mono
 * samples, their rate and where each line is: from its first sound to its last, as synthesised.
 */
export async function speakLines(
  lines: readonly string[],
  language: string,
): Promise<{ samples: Float32Array; sampleRate: number; lines: SpokenLineSpan[] }> {
  const voice = voiceFor(language);
  if (!voice) throw new Error(`no voice for ${language}`);
  engine ??= loadEngine();
  const worker = new (await engine).eSpeakNGWorker();
  worker.set_voice(voice);
  worker.set_rate(120);
  const { samplerate: sampleRate } = worker;
  const pause = new Float32Array(Math.round((PAUSE_BETWEEN_LINES_MS / 1000) * sampleRate));
  const parts: Float32Array[] = [];
  const spans: SpokenLineSpan[] = [];
  let offset = 0;
  const toMs = (sample: number) => (sample / sampleRate) * 1000;
  for (const [index, line] of lines.entries()) {
    const chunks: Float32Array[] = [];
    worker.synthesize(/[.!?;:]$/.test(line) ? line : `${line}.`, (samples) => {
      if (samples) chunks.push(new Float32Array(samples));
      return 0;
    });
    const spoken = trimSilence(concatenate(chunks), sampleRate);
    if (!spoken.length) throw new Error(`eSpeak NG said nothing for line ${String(index + 1)}`);
    if (index > 0) {
      parts.push(pause);
      offset += pause.length;
    }
    spans.push({
      startMs: Math.floor(toMs(offset)),
      endMs: Math.ceil(toMs(offset + spoken.length)),
    });
    parts.push(spoken);
    offset += spoken.length;
  }
  return { samples: concatenate(parts), sampleRate, lines: spans };
}
