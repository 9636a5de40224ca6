import {
  contentClientMessages,
  videoPerspectives,
  type Product,
  type VideoPerspective,
} from '@cadenza/domain';

export interface PerformanceCamera {
  url: string;
  perspective: VideoPerspective;
}

export type PerformanceVideos =
  { isValid: true; videos: PerformanceCamera[] } | { isValid: false; message: string };

/**
 * The cameras a performance page offers. Spec §5 asks for the package and exactly three cameras
 * (one with multiple videos off), but the studio films a performance with one, two or three and
 * may remove any of them, so the page offers the cameras the performance has, in top, left,
 * right order: all of them with multiple videos on, otherwise one (the top camera, else the
 * first it has). None is a performance with no film yet, not an error. Only a performance with
 * no package (no score: its data is broken) keeps the spec's error.
 */
export function performanceCameras(
  product: Pick<Product, 'package' | 'videos'>,
  isMultipleVideosOn: boolean,
): PerformanceVideos {
  if (!product.package)
    return { isValid: false, message: contentClientMessages.missingPerformancePackage };
  const cameras = videoPerspectives.flatMap(
    (perspective) => product.videos.find((video) => video.perspective === perspective) ?? [],
  );
  return { isValid: true, videos: isMultipleVideosOn ? cameras : cameras.slice(0, 1) };
}
