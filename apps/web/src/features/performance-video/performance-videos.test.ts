import { describe, expect, it } from 'vitest';
import { checkPerformanceVideos } from './performance-videos';

const video = (perspective: 'top' | 'left' | 'right') => ({
  url: `/api/products/p/videos/${perspective}/playlist.m3u8`,
  perspective,
});
const pkg = { url: '/api/products/p/package' };

describe('performance video validation', () => {
  it('needs the package', () => {
    expect(checkPerformanceVideos({ package: null, videos: [video('top')] }, false)).toEqual({
      isValid: false,
      message: 'Cannot display performance: Missing package',
    });
  });

  it('needs three perspectives with multiple videos on, in top, left, right order', () => {
    const result = checkPerformanceVideos(
      { package: pkg, videos: [video('right'), video('top'), video('left')] },
      true,
    );
    expect(result).toEqual({
      isValid: true,
      videos: [video('top'), video('left'), video('right')],
    });
    expect(
      checkPerformanceVideos({ package: pkg, videos: [video('top'), video('left')] }, true),
    ).toEqual({
      isValid: false,
      message: 'Cannot display performance: Expected 3 videos but got 2',
    });
  });

  it('uses only the top video with multiple videos off', () => {
    expect(
      checkPerformanceVideos(
        { package: pkg, videos: [video('top'), video('left'), video('right')] },
        false,
      ),
    ).toEqual({
      isValid: true,
      videos: [video('top')],
    });
    expect(checkPerformanceVideos({ package: pkg, videos: [video('left')] }, false)).toEqual({
      isValid: false,
      message: 'Cannot display performance: Expected 1 videos but got 0',
    });
  });
});
