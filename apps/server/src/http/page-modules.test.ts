import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageChunkLinks, pageSourceModules } from './page-modules.js';

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
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_react-1.js'],
      css: ['assets/index-1.css'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
    '_deep-1.js': { file: 'assets/deep-1.js' },
    'src/app/data-layer.tsx': { file: 'assets/data-layer-1.js', imports: ['_shared-1.js'] },
    'src/app/app-layout.tsx': {
      file: 'assets/app-layout-1.js',
      imports: ['_shared-1.js'],
      css: ['assets/app-layout-1.css'],
    },
    'src/app/routes/piece.tsx': { file: 'assets/piece-1.js', imports: ['_shared-1.js'] },
    'src/app/routes/search.tsx': { file: 'assets/search-1.js', imports: ['_shared-1.js'] },
    'src/app/routes/browse-term.tsx': { file: 'assets/browse-term-1.js' },
    'src/app/routes/landing.tsx': {
      file: 'assets/landing-1.js',
      imports: ['_react-1.js', '_landing-sections-1.js'],
    },
    '_landing-sections-1.js': {
      file: 'assets/landing-sections-1.js',
      css: ['assets/landing-sections-1.css'],
    },
    'src/features/player/components/piece-player.tsx': {
      file: 'assets/piece-player-1.js',
      imports: ['_deep-1.js', '_styled-1.js'],
    },
    '_styled-1.js': {
      file: 'assets/styled-1.js',
      imports: ['index.html'],
      css: ['assets/styled-1.css', 'assets/index-1.css'],
    },
    'src/first-page-hint.ts': {
      file: 'assets/first-page-hint-1.js',
      isEntry: true,
      imports: ['_media-paths-1.js'],
    },
    '_media-paths-1.js': { file: 'assets/media-paths-1.js' },
  };

  const hrefsOf = (tags: string[], rel: string) =>
    tags.flatMap((tag) =>
      tag.startsWith(`<link rel="${rel}" crossorigin `) ? [/href="([^"]+)"/.exec(tag)?.[1]] : [],
    );

  it('lists every chunk a piece page needs once, its player and their imports included', () => {
    const linksFor = createPageChunkLinks(distWith(manifest));
    const links = linksFor('/pieces/abc123');
    expect(hrefsOf(links, 'modulepreload').sort()).toEqual(
      [
        '/assets/react-1.js',
        '/assets/shared-1.js',
        '/assets/data-layer-1.js',
        '/assets/app-layout-1.js',
        '/assets/piece-1.js',
        '/assets/piece-player-1.js',
        '/assets/deep-1.js',
        '/assets/styled-1.js',
        '/assets/index-1.js',
      ].sort(),
    );
  });

  it("links the styles of the page's chunks, which Vite's loader would fetch only on import", () => {
    const links = createPageChunkLinks(distWith(manifest))('/pieces/abc123');
    // The entry's own stylesheet is in index.html already.
    expect(hrefsOf(links, 'stylesheet').sort()).toEqual(
      ['/assets/app-layout-1.css', '/assets/styled-1.css'].sort(),
    );
    expect(links.length).toBe(new Set(links).size);
  });

  it("starts a piece page's early script first, before its chunks, and no other page's", () => {
    const linksFor = createPageChunkLinks(distWith(manifest));
    const early =
      '<script type="module" async crossorigin src="/assets/first-page-hint-1.js"></script>';
    expect(linksFor('/pieces/abc123')[0]).toBe(early);
    expect(linksFor('/pieces/abc123').filter((tag) => tag.startsWith('<script'))).toHaveLength(1);
    for (const pathname of ['/volumes/abc123', '/performances/abc123', '/search'])
      expect(linksFor(pathname).join('\n')).not.toContain('<script');
  });

  it('preloads the search and browse pages with their own route', () => {
    const linksFor = createPageChunkLinks(distWith(manifest));
    expect(hrefsOf(linksFor('/search'), 'modulepreload')).toContain('/assets/search-1.js');
    for (const pathname of ['/browse/composer/bach', '/browse/composer/bach/piece'])
      expect(hrefsOf(linksFor(pathname), 'modulepreload')).toContain('/assets/browse-term-1.js');
  });

  it("preloads the landing page's chunks without the app's layouts", () => {
    const links = createPageChunkLinks(distWith(manifest))('/');
    expect(hrefsOf(links, 'modulepreload').sort()).toEqual(
      ['/assets/react-1.js', '/assets/landing-1.js', '/assets/landing-sections-1.js'].sort(),
    );
    expect(hrefsOf(links, 'stylesheet')).toEqual(['/assets/landing-sections-1.css']);
  });

  it('adds nothing to unknown pages or a build without a manifest', () => {
    const preloadsFor = createPageChunkLinks(distWith(manifest));
    expect(preloadsFor('/pieces/abc/extra')).toEqual([]);
    expect(preloadsFor('/about')).toEqual([]);
    const noManifest = mkdtempSync(path.join(tmpdir(), 'cadenza-page-modules-'));
    dirs.push(noManifest);
    expect(createPageChunkLinks(noManifest)('/pieces/abc123')).toEqual([]);
  });

  it('names only modules the web app has (kept in step with its router)', () => {
    for (const module of pageSourceModules())
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });
});
