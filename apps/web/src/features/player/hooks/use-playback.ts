import type { Recording } from '@cadenza/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoopRange, PlaybackEngine } from '../audio/playback-engine';
import { RecordingEngine } from '../audio/recording-engine';
import { SynthEngine } from '../audio/synth-engine';
import { countInBeats, listBeats, type Meter } from '../timeline/beats';
import { passTempoPercent, type LoopTrainerPlan } from '../timeline/loop-trainer';
import type { PartMix } from '../timeline/parts';
import { measureIndexAt, type ScoreTimeline } from '../timeline/score-timeline';

export interface PlaybackSettings {
  /** 0.5 to 1.5: the tempo as a share of the score's. */
  tempo: number;
  /** -6 to +6 semitones. */
  transpose: number;
  loop: LoopRange | null;
  /** With a loop: its bars played once a pass, each after a count-in, faster each pass. */
  trainer: LoopTrainerPlan | null;
  isMetronomeOn: boolean;
  isCountInOn: boolean;
}

/** What is heard: the piece's recording, or the piano synthesised from the score. */
export type SoundSource = 'recording' | 'synth';

/** The sound chosen and how its parts are heard (by staff: see `PartMix`). */
export interface SoundChoice {
  /** 'recording' is played only when the package has one. */
  source: SoundSource;
  mix: PartMix;
}

/** The loop trainer's pass being played (from 1) and its tempo in per cent. */
export interface TrainerPass {
  pass: number;
  percent: number;
}

export interface Playback {
  isPlaying: boolean;
  isStarting: boolean;
  source: SoundSource;
  error: string | null;
  /** The loop trainer's current pass, while it is training. */
  trainerPass: TrainerPass | null;
  /** The score time heard now (read it each frame; it is not React state). */
  positionMs: () => number;
  toggle: () => void;
  seek: (scoreMs: number) => void;
}

const DEFAULT_SOUND: SoundChoice = { source: 'recording', mix: {} };

/**
 * The player's sound: the recording when the package has one and it is chosen, else the piano
 * synthesised from the score; changing it while playing goes on from the same place in the
 * other. Settings and the parts' mix apply while playing. With `canTranspose` (the pitch-shift
 * variant) the recording plays through the pitch shifter from the start, so transposing never
 * interrupts it.
 */
export function usePlayback(options: {
  timeline: ScoreTimeline;
  recording: Recording | null;
  meter: Meter;
  settings: PlaybackSettings;
  canTranspose: boolean;
  /** Unset: the recording when there is one, every part as written. */
  sound?: SoundChoice;
  /** Called when the piece has played to its end (not on a pause, nor at a loop's turn). */
  onEnded?: (() => void) | undefined;
}): Playback {
  const { timeline, recording, meter, settings, canTranspose } = options;
  const onEnded = useRef(options.onEnded);
  useEffect(() => {
    onEnded.current = options.onEnded;
  });
  const sound = options.sound ?? DEFAULT_SOUND;
  const source: SoundSource = recording && sound.source === 'recording' ? 'recording' : 'synth';
  const synth = useRef<SynthEngine | null>(null);
  const recorded = useRef<RecordingEngine | null>(null);
  const active = useRef<PlaybackEngine | null>(null);
  const restAt = useRef(0);
  const [isPlaying, setPlaying] = useState(false);
  const [isStarting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The trainer's pass (0: not training), read by the engine's end callback.
  const pass = useRef(0);
  const [trainerPass, setTrainerPass] = useState<TrainerPass | null>(null);
  const trainer = settings.loop && settings.trainer ? settings.trainer : null;
  const latest = useRef({ loop: settings.loop, trainer });
  useEffect(() => {
    latest.current = { loop: settings.loop, trainer };
  }, [settings.loop, trainer]);

  const soundEngine = useCallback((): PlaybackEngine => {
    if (recording && source === 'recording') {
      recorded.current ??= new RecordingEngine(recording.url, recording.syncMap, timeline, {
        pitchShift: canTranspose,
        ...(recording.stems ? { stems: recording.stems } : {}),
      });
      return recorded.current;
    }
    synth.current ??= new SynthEngine(timeline);
    return synth.current;
  }, [canTranspose, recording, source, timeline]);

  const configure = useCallback(
    (engine: PlaybackEngine) => {
      // Training: the pass's tempo, and the bars once (each pass is its own start).
      const isTraining = trainer !== null && pass.current > 0;
      engine.setTempo(isTraining ? passTempoPercent(trainer, pass.current) / 100 : settings.tempo);
      engine.setTranspose(settings.transpose);
      engine.setLoop(trainer ? null : settings.loop);
      engine.setEndAt(trainer && settings.loop ? settings.loop.endMs : null);
      engine.setMetronome(settings.isMetronomeOn ? listBeats(timeline, meter) : null);
      engine.setMix(sound.mix);
    },
    [settings, trainer, timeline, meter, sound.mix],
  );

  const startRef = useRef<(engine: PlaybackEngine, fromMs: number, withCountIn: boolean) => void>(
    () => undefined,
  );
  const start = useCallback(
    async (engine: PlaybackEngine, fromMs: number, withCountIn: boolean) => {
      active.current = engine;
      configure(engine);
      engine.onEnded(() => {
        const { loop, trainer: plan } = latest.current;
        if (plan && loop && pass.current > 0) {
          // The pass is over: the next one, a step faster, after its count-in.
          pass.current += 1;
          setTrainerPass({ pass: pass.current, percent: passTempoPercent(plan, pass.current) });
          startRef.current(engine, loop.startMs, true);
          return;
        }
        restAt.current = 0;
        setPlaying(false);
        onEnded.current?.();
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
  useEffect(() => {
    startRef.current = (engine, fromMs, withCountIn) => {
      void start(engine, fromMs, withCountIn);
    };
  }, [start]);

  // A new plan or other bars: training goes on from the new plan's first pass; none, it stops.
  useEffect(() => {
    pass.current = trainer && pass.current > 0 ? 1 : 0;
    setTrainerPass(
      trainer && pass.current > 0 ? { pass: 1, percent: passTempoPercent(trainer, 1) } : null,
    );
  }, [trainer, settings.loop]);

  // Settings reach the playing engine at once: tempo, transposition, loop, metronome, mix.
  useEffect(() => {
    if (active.current) configure(active.current);
  }, [configure]);

  // The other sound chosen while playing: it goes on from where the last one was heard.
  useEffect(() => {
    const engine = active.current;
    if (!engine || engine.kind === source) return;
    const wasPlaying = engine.isPlaying();
    const at = wasPlaying ? engine.positionMs() : restAt.current;
    engine.pause();
    active.current = null;
    restAt.current = at;
    if (wasPlaying) startRef.current(soundEngine(), at, false);
  }, [source, soundEngine]);

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
    if (trainer && settings.loop) {
      // Each pass from the loop's first bar, after a count-in; Play after a pause resumes the pass.
      pass.current = Math.max(1, pass.current);
      setTrainerPass({ pass: pass.current, percent: passTempoPercent(trainer, pass.current) });
      void start(soundEngine(), settings.loop.startMs, true);
      return;
    }
    const from =
      settings.loop &&
      (restAt.current < settings.loop.startMs || restAt.current >= settings.loop.endMs)
        ? settings.loop.startMs
        : restAt.current;
    void start(soundEngine(), from, settings.isCountInOn);
  }, [soundEngine, settings.isCountInOn, settings.loop, start, trainer]);

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
    source,
    error,
    trainerPass,
    positionMs,
    toggle,
    seek,
  };
}
