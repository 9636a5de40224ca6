import {
  contentClientMessages,
  videoPerspectives,
  type Product,
  type VideoPerspective,
} from '@cadenza/domain';

/** Spec §9: a performance has three camera videos with multiple videos on, otherwise one. */
export const EXPECTED_VIDEOS = { multiple: 3, single: 1 } as const;

export type PerformanceVideos =
  | { isValid: true; videos: { url: string; perspective: VideoPerspective }[] }
  | { isValid: false; message: string };

/**
 * Spec §5: the screen needs the package and exactly the expected number of videos; with the
 * multiple-videos flag off only the top video is used.
 */
export function checkPerformanceVideos(
  product: Pick<Product, 'package' | 'videos'>,
  isMultipleVideosOn: boolean,
): PerformanceVideos {
  if (!product.package)
    return { isValid: false, message: contentClientMessages.missingPerformancePackage };
  const expected = isMultipleVideosOn ? EXPECTED_VIDEOS.multiple : EXPECTED_VIDEOS.single;
  const videos = isMultipleVideosOn
    ? product.videos
    : product.videos.filter((video) => video.perspective === 'top');
  if (videos.length !== expected) {
    return {
      isValid: false,
      message: contentClientMessages.expectedVideos(expected, videos.length),
    };
  }
  const order = (perspective: VideoPerspective) => videoPerspectives.indexOf(perspective);
  return {
    isValid: true,
    videos: [...videos].sort((a, b) => order(a.perspective) - order(b.perspective)),
  };
}
