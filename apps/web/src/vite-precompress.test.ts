import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressFiles } from '../vite-precompress.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes Brotli and gzip copies beside the text files worth compressing, and only those', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cadenza-precompress-'));
  dirs.push(dir);
  const script = `export const scale = ${JSON.stringify('c d e f g a b '.repeat(200))};`;
  writeFileSync(path.join(dir, 'app-1a2b.js'), script);
  writeFileSync(path.join(dir, 'tiny-3c4d.js'), 'export const a = 1;');
  writeFileSync(path.join(dir, 'font-5e6f.woff2'), Buffer.alloc(4096, 7));

  const compressed = await precompressFiles(dir, [
    'app-1a2b.js',
    'tiny-3c4d.js',
    'font-5e6f.woff2',
  ]);

  expect(compressed).toEqual(['app-1a2b.js']);
  const file = path.join(dir, 'app-1a2b.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
  expect(existsSync(path.join(dir, 'tiny-3c4d.js.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'font-5e6f.woff2.br'))).toBe(false);
});
