import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageModulePreloads, pageSourceModules } from './page-modules.js';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

describe('page module preloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function distWith(manifest: object): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'cadenza-page-modules-'));
    dirs.push(dist);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dist;
  }

  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
    '_deep-1.js': { file: 'assets/deep-1.js' },
    'src/app/data-layer.tsx': { file: 'assets/data-layer-1.js', imports: ['_shared-1.js'] },
    'src/app/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_shared-1.js'] },
    'src/app/routes/piece.tsx': { file: 'assets/piece-1.js', imports: ['_shared-1.js'] },
    'src/features/player/components/piece-player.tsx': {
      file: 'assets/piece-player-1.js',
      imports: ['_deep-1.js'],
    },
  };

  it('lists every chunk a piece page needs once, its player and their imports included', () => {
    const preloadsFor = createPageModulePreloads(distWith(manifest));
    const hrefs = preloadsFor('/pieces/abc123').map(
      (tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? tag,
    );
    expect(hrefs.sort()).toEqual(
      [
        '/assets/react-1.js',
        '/assets/shared-1.js',
        '/assets/data-layer-1.js',
        '/assets/app-layout-1.js',
        '/assets/piece-1.js',
        '/assets/piece-player-1.js',
        '/assets/deep-1.js',
      ].sort(),
    );
    expect(preloadsFor('/pieces/abc123')[0]).toMatch(/^<link rel="modulepreload" crossorigin /);
  });

  it('adds nothing to the landing page, unknown pages or a build without a manifest', () => {
    const preloadsFor = createPageModulePreloads(distWith(manifest));
    expect(preloadsFor('/')).toEqual([]);
    expect(preloadsFor('/pieces/abc/extra')).toEqual([]);
    const noManifest = mkdtempSync(path.join(tmpdir(), 'cadenza-page-modules-'));
    dirs.push(noManifest);
    expect(createPageModulePreloads(noManifest)('/pieces/abc123')).toEqual([]);
  });

  it('names only modules the web app has (kept in step with its router)', () => {
    for (const module of pageSourceModules())
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });
});
