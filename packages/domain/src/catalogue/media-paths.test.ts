import { describe, expect, it } from 'vitest';
import {
  isRelativeMediaUrl,
  productCoverPath,
  productMediaPaths,
  smallCoverUrl,
} from './media-paths.js';

describe('media paths', () => {
  it('builds the relative API paths the content module serves', () => {
    expect(productMediaPaths.package('a1')).toBe('/api/products/a1/package');
    expect(productMediaPaths.previewPackage('a1')).toBe('/api/products/a1/preview-package');
    expect(productMediaPaths.perspectiveVideoPlaylist('a1', 'left')).toBe(
      '/api/products/a1/videos/left/playlist.m3u8',
    );
    expect(productCoverPath('a1', 'v 2')).toBe('/api/images/products/a1/cover.svg?v=v%202');
  });

  it('asks for the small rendition of a generated cover only', () => {
    const cover = productCoverPath('a1', 'v2');
    expect(smallCoverUrl(cover)).toBe('/api/images/products/a1/cover.svg?v=v2&size=small');
    expect(smallCoverUrl(`https://api.example.com${cover}`)).toBe(
      'https://api.example.com/api/images/products/a1/cover.svg?v=v2&size=small',
    );
    // An uploaded image, or a cover URL already asking for a size, stays as it is.
    expect(smallCoverUrl('https://cdn.example.com/cover.png')).toBe(
      'https://cdn.example.com/cover.png',
    );
    expect(smallCoverUrl(`${cover}&size=small`)).toBe(`${cover}&size=small`);
  });

  it('tells relative paths, which get the API host, from absolute URLs, which are kept', () => {
    expect(isRelativeMediaUrl('/api/images/products/a1/cover.svg?v=1')).toBe(true);
    expect(isRelativeMediaUrl('https://cdn.example.com/cover.png')).toBe(false);
    expect(isRelativeMediaUrl('HTTP://cdn.example.com/cover.png')).toBe(false);
  });
});
