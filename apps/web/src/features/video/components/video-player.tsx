import { contentClientMessages } from '@cadenza/domain';
import { useEffect, useRef } from 'react';
import { hlsConfig } from './hls-config';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  /** The HLS playlist URL (absolute). */
  src: string;
  /** The cover image, shown until playback starts. */
  poster: string;
  title: string;
  bearerToken?: string;
  /** Start playing as soon as the first segment can play (a perspective switch). */
  autoPlay?: boolean;
  /** Where to start, in seconds (a perspective switch keeps the place). */
  startAt?: number;
  onTime?: (seconds: number) => void;
  onPlayingChange?: (isPlaying: boolean) => void;
  /** The video element, for what follows it frame by frame (the score beside a performance). */
  onElement?: (element: HTMLVideoElement | null) => void;
}

/**
 * An HLS video: hls.js (loaded with this component, never on other pages) where the browser has
 * Media Source Extensions, the browser's own HLS otherwise (Safari). Errors are only logged (spec §8).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  bearerToken,
  autoPlay = false,
  startAt = 0,
  onTime,
  onPlayingChange,
  onElement,
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  }, [onTime]);

  useEffect(() => {
    onElement?.(video.current);
    return () => onElement?.(null);
  }, [onElement]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let isCancelled = false;
    let destroy: () => void = () => undefined;
    const start = () => {
      if (startAt > 0) element.currentTime = startAt;
      if (autoPlay) element.play().catch(() => undefined);
    };
    void import('hls.js').then(({ default: Hls }) => {
      if (isCancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls(hlsConfig(bearerToken));
        hls.on(Hls.Events.ERROR, (_event, data) => {
          console.warn('HLS error', data.type, data.details);
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
          else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else hls.destroy();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => {
          hls.destroy();
        };
      } else if (element.canPlayType('application/vnd.apple.mpegurl')) {
        element.src = src;
        element.addEventListener('loadedmetadata', start, { once: true });
      } else {
        console.warn(contentClientMessages.hlsNotSupported);
      }
    });
    return () => {
      isCancelled = true;
      destroy();
    };
  }, [src, bearerToken, autoPlay, startAt]);

  return (
    <video
      ref={video}
      className={styles.video}
      controls
      playsInline
      preload="none"
      poster={poster}
      aria-label={title}
      data-testid="video-player"
      onTimeUpdate={(event) => onTimeRef.current?.(event.currentTarget.currentTime)}
      onPlay={() => onPlayingChange?.(true)}
      onPause={() => onPlayingChange?.(false)}
    />
  );
}
