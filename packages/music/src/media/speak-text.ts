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

/** Speaks the lines with a pause after each; returns mono samples and their rate. */
export async function speakLines(
  lines: readonly string[],
  language: string,
): Promise<{ samples: Float32Array; sampleRate: number }> {
  const voice = voiceFor(language);
  if (!voice) throw new Error(`no voice for ${language}`);
  engine ??= loadEngine();
  const worker = new (await engine).eSpeakNGWorker();
  worker.set_voice(voice);
  worker.set_rate(120);
  const chunks: Float32Array[] = [];
  const text = lines.map((line) => (/[.!?;:]$/.test(line) ? line : `${line}.`)).join('\n');
  worker.synthesize(text, (samples) => {
    if (samples) chunks.push(new Float32Array(samples));
    return 0;
  });
  const samples = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: worker.samplerate };
}
