import type { PronunciationLine } from '@cadenza/domain';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { lastIndexAtOrBefore } from '../timeline/score-timeline';

export interface PronunciationGuide {
  /** The guide's one audio element: its own controls play it whole. */
  audio: RefObject<HTMLAudioElement | null>;
  /** The line being spoken (an index into `lines`), or null. */
  speakingIndex: number | null;
  /** Whether that line was asked for alone (it stops at its end). */
  isLineAlone: boolean;
  /** Speaks one line and stops at its end; asked again while it speaks, stops it. */
  toggleLine: (index: number) => void;
  error: string | null;
}

/** The line being spoken at this time of the guide: the last one begun (lit until the next). */
export function lineIndexAt(lines: readonly PronunciationLine[], ms: number): number | null {
  const index = lastIndexAtOrBefore(lines, ms, (line) => line.startMs);
  return index < 0 ? null : index;
}

/**
 * A pronunciation guide played whole or one line at a time from one audio element: a line
 * starts at its place in the guide and the guide pauses at its end (checked every frame, so it
 * stops within one frame of the line's end, in the pause the guide leaves after each line).
 */
export function usePronunciationGuide(lines: readonly PronunciationLine[]): PronunciationGuide {
  const audio = useRef<HTMLAudioElement>(null);
  const [speakingIndex, setSpeakingIndex] = useState<number | null>(null);
  const [lineAlone, setLineAlone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lineAloneRef = useRef<number | null>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let frame = 0;
    const follow = () => {
      const ms = element.currentTime * 1000;
      const alone = lineAloneRef.current;
      const line = alone === null ? undefined : lines[alone];
      if (line && ms >= line.endMs) {
        element.pause();
        return;
      }
      setSpeakingIndex(alone ?? lineIndexAt(lines, ms));
      frame = requestAnimationFrame(follow);
    };
    const onPlaying = () => {
      cancelAnimationFrame(frame);
      follow();
    };
    const onStopped = () => {
      cancelAnimationFrame(frame);
      lineAloneRef.current = null;
      setLineAlone(null);
      setSpeakingIndex(null);
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onStopped);
    element.addEventListener('ended', onStopped);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onStopped);
      element.removeEventListener('ended', onStopped);
    };
  }, [lines]);

  const toggleLine = useCallback(
    (index: number) => {
      const element = audio.current;
      const line = lines[index];
      if (!element || !line) return;
      if (lineAloneRef.current === index && !element.paused) {
        element.pause();
        return;
      }
      lineAloneRef.current = index;
      setLineAlone(index);
      setSpeakingIndex(index);
      setError(null);
      // Before the audio has loaded, this is where it will start (HTML's default start position).
      element.currentTime = line.startMs / 1000;
      element.play().catch((reason: unknown) => {
        // Paused before it began (asked again at once): not a failure.
        if (reason instanceof DOMException && reason.name === 'AbortError') return;
        lineAloneRef.current = null;
        setLineAlone(null);
        setSpeakingIndex(null);
        setError('The pronunciation guide could not be played. Please try again.');
      });
    },
    [lines],
  );

  return {
    audio,
    speakingIndex,
    isLineAlone: lineAlone !== null && lineAlone === speakingIndex,
    toggleLine,
    error,
  };
}
