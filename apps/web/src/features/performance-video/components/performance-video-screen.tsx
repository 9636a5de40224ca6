import type { Product, VideoPerspective } from '@cadenza/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { mediaUrl } from '../../../lib/media-url';
import { useUserSettings } from '../../../lib/user-settings';
import { performanceVideoText } from '../performance-video-messages';
import { performanceCameras } from '../performance-videos';
import styles from './performance-video-screen.module.css';

/** What the page's video player needs to show one camera. */
export interface CameraVideo {
  src: string;
  poster: string;
  title: string;
  /** Seconds to start at and whether to play at once: a camera switch keeps the place. */
  startAt: number;
  autoPlay: boolean;
  onTime: (seconds: number) => void;
  onPlayingChange: (isPlaying: boolean) => void;
  onElement: (element: HTMLVideoElement | null) => void;
}

/** What the score beside the video follows: the film's time, read every frame, and its camera. */
export interface PerformancePlayhead {
  positionMs: () => number;
  isPlaying: boolean;
  /** Undefined for a performance with no film yet. */
  perspective: VideoPerspective | undefined;
}

const labels: Record<VideoPerspective, string> = { top: 'Top', left: 'Left', right: 'Right' };

interface PerformanceVideoScreenProps {
  product: Product;
  isMultipleVideosOn: boolean;
  renderVideo: (video: CameraVideo) => ReactNode;
  /** The score beside the video (a performance package is a score package). */
  renderScore?: (playhead: PerformancePlayhead) => ReactNode;
}

/**
 * The performance: one camera at a time, switchable between the cameras it has (top, left,
 * right) when the multiple-videos feature is on; the chosen camera is remembered in the user
 * settings. A performance with no film yet shows its score alone.
 */
export function PerformanceVideoScreen({
  product,
  isMultipleVideosOn,
  renderVideo,
  renderScore,
}: PerformanceVideoScreenProps) {
  const perspective = useUserSettings((settings) => settings.performancePerspective);
  const choosePerspective = useUserSettings((settings) => settings.setPerformancePerspective);
  const [resume, setResume] = useState({ at: 0, isPlaying: false });
  const [playhead, setPlayhead] = useState({ at: 0, isPlaying: false });
  const trackTime = useCallback((at: number) => {
    setPlayhead((current) => ({ ...current, at }));
  }, []);
  const trackPlaying = useCallback((isPlaying: boolean) => {
    setPlayhead((current) => ({ ...current, isPlaying }));
  }, []);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const positionMs = useCallback(() => (videoElement?.currentTime ?? 0) * 1000, [videoElement]);
  const switchTo = useCallback(
    (next: VideoPerspective) => {
      setResume(playhead);
      choosePerspective(next);
    },
    [choosePerspective, playhead],
  );
  const checked = performanceCameras(product, isMultipleVideosOn);
  if (!checked.isValid) return <p className={styles.error}>{checked.message}</p>;
  const current =
    checked.videos.find((video) => video.perspective === perspective) ?? checked.videos[0];
  const screen = !current ? (
    <div className={styles.screen} data-testid="performance-video">
      <p className={styles.noFilm}>{performanceVideoText.noFilm}</p>
    </div>
  ) : (
    <div
      className={styles.screen}
      data-testid="performance-video"
      data-perspective={current.perspective}
    >
      <div key={current.perspective}>
        {renderVideo({
          src: mediaUrl(current.url),
          poster: mediaUrl(product.coverImage.url),
          title: `${product.title}: ${labels[current.perspective]} camera`,
          startAt: resume.at,
          autoPlay: resume.isPlaying,
          onTime: trackTime,
          onPlayingChange: trackPlaying,
          onElement: setVideoElement,
        })}
      </div>
      {checked.videos.length > 1 && (
        <div className={styles.perspectives} role="group" aria-label="Camera">
          {checked.videos.map((video) => (
            <button
              key={video.perspective}
              type="button"
              className={styles.perspective}
              aria-pressed={video.perspective === current.perspective}
              onClick={() => {
                switchTo(video.perspective);
              }}
            >
              {labels[video.perspective]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
  if (!renderScore) return screen;
  return (
    <div className={styles.withScore}>
      {screen}
      {renderScore({
        positionMs,
        isPlaying: playhead.isPlaying,
        perspective: current?.perspective,
      })}
    </div>
  );
}
