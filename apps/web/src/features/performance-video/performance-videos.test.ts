import { describe, expect, it } from 'vitest';
import { performanceCameras } from './performance-videos';

const video = (perspective: 'top' | 'left' | 'right') => ({
  url: `/api/products/p/videos/${perspective}/playlist.m3u8`,
  perspective,
});
const pkg = { url: '/api/products/p/package' };

describe('the cameras a performance page offers', () => {
  it('needs the package', () => {
    expect(performanceCameras({ package: null, videos: [video('top')] }, true)).toEqual({
      isValid: false,
      message: 'Cannot display performance: Missing package',
    });
  });

  it('offers every camera the performance has with multiple videos on, in top, left, right order', () => {
    const cameras = (videos: ReturnType<typeof video>[]) =>
      performanceCameras({ package: pkg, videos }, true);
    expect(cameras([video('right'), video('top'), video('left')])).toEqual({
      isValid: true,
      videos: [video('top'), video('left'), video('right')],
    });
    // Two of three (the studio removed the top camera): those two, never an error.
    expect(cameras([video('right'), video('left')])).toEqual({
      isValid: true,
      videos: [video('left'), video('right')],
    });
    expect(cameras([video('left')])).toEqual({ isValid: true, videos: [video('left')] });
    expect(cameras([])).toEqual({ isValid: true, videos: [] });
  });

  it('offers one camera with multiple videos off: the top one, else the first the performance has', () => {
    const camera = (videos: ReturnType<typeof video>[]) =>
      performanceCameras({ package: pkg, videos }, false);
    expect(camera([video('right'), video('top'), video('left')])).toEqual({
      isValid: true,
      videos: [video('top')],
    });
    expect(camera([video('right'), video('left')])).toEqual({
      isValid: true,
      videos: [video('left')],
    });
    expect(camera([])).toEqual({ isValid: true, videos: [] });
  });
});
