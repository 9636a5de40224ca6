import { describe, expect, it } from 'vitest';
import { isRelativeMediaUrl, productCoverPath, productMediaPaths } from './media-paths.js';

describe('media paths', () => {
  it('builds the relative API paths the content module serves', () => {
    expect(productMediaPaths.package('a1')).toBe('/api/products/a1/package');
    expect(productMediaPaths.previewPackage('a1')).toBe('/api/products/a1/preview-package');
    expect(productMediaPaths.perspectiveVideoPlaylist('a1', 'left')).toBe(
      '/api/products/a1/videos/left/playlist.m3u8',
    );
    expect(productCoverPath('a1', 'v 2')).toBe('/api/images/products/a1/cover.svg?v=v%202');
  });

  it('tells relative paths, which get the API host, from absolute URLs, which are kept', () => {
    expect(isRelativeMediaUrl('/api/images/products/a1/cover.svg?v=1')).toBe(true);
    expect(isRelativeMediaUrl('https://cdn.example.com/cover.png')).toBe(false);
    expect(isRelativeMediaUrl('HTTP://cdn.example.com/cover.png')).toBe(false);
  });
});
