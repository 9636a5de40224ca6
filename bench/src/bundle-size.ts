import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The modules each measured page loads before it is interactive (entry, layouts, page). */
export const firstLoadModules: Record<string, string[]> = {
  landing: ['index.html', 'src/app/routes/landing.tsx'],
  home: [
    'index.html',
    'src/app/data-layer.tsx',
    'src/app/app-layout.tsx',
    'src/app/routes/home.tsx',
  ],
  search: [
    'index.html',
    'src/app/data-layer.tsx',
    'src/app/app-layout.tsx',
    'src/app/routes/search.tsx',
  ],
  volume: [
    'index.html',
    'src/app/data-layer.tsx',
    'src/app/app-layout.tsx',
    'src/app/routes/volume.tsx',
  ],
};

export function readManifest(): Manifest {
  const file = path.join(webDist, '.vite/manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Every JavaScript file the modules load statically (their dynamic imports come later). */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(webDist, file))).length;
}

export interface BundleSize {
  page: string;
  files: number;
  gzipBytes: number;
}

/** Gzipped JavaScript each measured page loads first, from the Vite build manifest. */
export function measureBundleSizes(): BundleSize[] {
  const manifest = readManifest();
  return Object.entries(firstLoadModules).map(([page, modules]) => {
    const files = firstLoadFiles(manifest, modules);
    return {
      page,
      files: files.length,
      gzipBytes: files.reduce((sum, file) => sum + gzippedSize(file), 0),
    };
  });
}

/** Landing page budget: at most 100 KB of gzipped JavaScript before it is interactive. */
export const LANDING_BUDGET_BYTES = 100 * 1024;

export async function benchBundleSize(): Promise<void> {
  console.log('\n## First-load JavaScript per page (gzip, from apps/web/dist)');
  for (const { page, files, gzipBytes } of measureBundleSizes()) {
    const budget =
      page === 'landing'
        ? `  (budget ${(LANDING_BUDGET_BYTES / 1024).toFixed(0)} KB: ${gzipBytes <= LANDING_BUDGET_BYTES ? 'within' : 'OVER'})`
        : '';
    console.log(
      `${page.padEnd(10)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} KB in ${String(files)} files${budget}`,
    );
  }
}
