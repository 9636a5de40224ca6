import type { Plugin } from 'vite';

export function precompressFiles(outDir: string, fileNames: readonly string[]): Promise<string[]>;
export function precompress(): Plugin;
