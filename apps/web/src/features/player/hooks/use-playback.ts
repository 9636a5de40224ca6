import type { Recording } from '@cadenza/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoopRange, PlaybackEngine } from '../audio/playback-engine';
import { RecordingEngine } from '../audio/recording-engine';
import { SynthEngine } from '../audio/synth-engine';
import { countInBeats, listBeats, type Meter } from '../timeline/beats';
import { measureIndexAt, type ScoreTimeline } from '../timeline/score-timeline';

export interface PlaybackSettings {
  /** 0.5 to 1.5: the tempo as a share of the score's. */
  tempo: number;
  /** -6 to +6 semitones. */
  transpose: number;
  loop: LoopRange | null;
  isMetronomeOn: boolean;
  isCountInOn: boolean;
}

export interface Playback {
  isPlaying: boolean;
  isStarting: boolean;
  source: 'synth' | 'recording';
  error: string | null;
  /** The score time heard now (read it each frame; it is not React state). */
  positionMs: () => number;
  toggle: () => void;
  seek: (scoreMs: number) => void;
}

/**
 * The player's sound: the recording when the package has one, else the piano synthesised from
 * the score. Settings apply while playing. With `canTranspose` (the pitch-shift variant) the
 * recording plays through the pitch shifter from the start, so transposing never interrupts it.
 */
export function usePlayback(options: {
  timeline: ScoreTimeline;
  recording: Recording | null;
  meter: Meter;
  settings: PlaybackSettings;
  canTranspose: boolean;
}): Playback {
  const { timeline, recording, meter, settings, canTranspose } = options;
  const synth = useRef<SynthEngine | null>(null);
  const recorded = useRef<RecordingEngine | null>(null);
  const active = useRef<PlaybackEngine | null>(null);
  const restAt = useRef(0);
  const [isPlaying, setPlaying] = useState(false);
  const [isStarting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const soundEngine = useCallback((): PlaybackEngine => {
    if (recording) {
      recorded.current ??= new RecordingEngine(recording.url, recording.syncMap, timeline, {
        pitchShift: canTranspose,
      });
      return recorded.current;
    }
    synth.current ??= new SynthEngine(timeline);
    return synth.current;
  }, [canTranspose, recording, timeline]);

  const configure = useCallback(
    (engine: PlaybackEngine) => {
      engine.setTempo(settings.tempo);
      engine.setTranspose(settings.transpose);
      engine.setLoop(settings.loop);
      engine.setMetronome(settings.isMetronomeOn ? listBeats(timeline, meter) : null);
    },
    [settings, timeline, meter],
  );

  const start = useCallback(
    async (engine: PlaybackEngine, fromMs: number, withCountIn: boolean) => {
      active.current = engine;
      configure(engine);
      engine.onEnded(() => {
        restAt.current = 0;
        setPlaying(false);
      });
      setStarting(true);
      try {
        const countIn = withCountIn
          ? countInBeats(timeline, meter, measureIndexAt(timeline, fromMs))
          : undefined;
        await engine.play(fromMs, countIn ? { countIn } : {});
        setPlaying(true);
        setError(null);
      } catch (reason) {
        setError(reason instanceof Error ? reason.message : String(reason));
        setPlaying(false);
      } finally {
        setStarting(false);
      }
    },
    [configure, timeline, meter],
  );

  // Settings reach the playing engine at once: tempo, transposition, loop, metronome.
  useEffect(() => {
    if (active.current) configure(active.current);
  }, [configure]);

  useEffect(
    () => () => {
      synth.current?.dispose();
      recorded.current?.dispose();
    },
    [],
  );

  const positionMs = useCallback(
    () => (active.current?.isPlaying() ? active.current.positionMs() : restAt.current),
    [],
  );

  const toggle = useCallback(() => {
    const engine = active.current;
    if (engine?.isPlaying()) {
      restAt.current = engine.positionMs();
      engine.pause();
      setPlaying(false);
      return;
    }
    const from =
      settings.loop &&
      (restAt.current < settings.loop.startMs || restAt.current >= settings.loop.endMs)
        ? settings.loop.startMs
        : restAt.current;
    void start(soundEngine(), from, settings.isCountInOn);
  }, [soundEngine, settings.isCountInOn, settings.loop, start]);

  const seek = useCallback(
    (scoreMs: number) => {
      const target = Math.max(0, Math.min(scoreMs, timeline.durationMs));
      restAt.current = target;
      const engine = active.current;
      if (engine?.isPlaying()) {
        engine.pause();
        void start(engine, target, false);
      }
    },
    [start, timeline.durationMs],
  );

  return {
    isPlaying,
    isStarting,
    source: recording ? 'recording' : 'synth',
    error,
    positionMs,
    toggle,
    seek,
  };
}
