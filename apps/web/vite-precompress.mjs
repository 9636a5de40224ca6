// Compresses the build's text files once, at build time, next to each file (`.br` and `.gz`),
// for the server to send as they are (@fastify/static's preCompressed). Compressing on every
// request cost the server 25-50 ms of CPU for the 250 KB React chunk (Brotli at quality 4), and
// a piece page's 36 scripts, six at a time, came in over a second on localhost.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses: scripts, styles, SVG, JSON and WebAssembly; fonts, audio and images are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|html|txt)$/;
/** Smaller files are sent as they are (the server's compression threshold too). */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality (11) for files up to this size; 9 above it, where 11 is ten times as
 * slow for a few per cent (the 8 MB Verovio worker: 21 s against 2 s).
 */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `fileNames` (relative to
 * `outDir`) of at least MIN_BYTES, when compressing saves bytes. Answers the names compressed.
 * @param {string} outDir
 * @param {readonly string[]} fileNames
 * @returns {Promise<string[]>}
 */
export async function precompressFiles(outDir, fileNames) {
  const compressed = await Promise.all(
    fileNames
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const file = path.join(outDir, name);
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return null;
        const quality = content.length <= BEST_QUALITY_MAX_BYTES ? 11 : 9;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        if (br.length >= content.length) return null;
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        return name;
      }),
  );
  return compressed.filter((name) => name !== null);
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'cadenza-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await precompressFiles(outDir, Object.keys(bundle));
    },
  };
}
