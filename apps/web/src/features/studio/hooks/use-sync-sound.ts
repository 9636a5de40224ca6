import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { peaksOf } from '../components/sync-edit';
import { PEAK_MS } from '../components/sync-waveform';
import { studioSyncText } from '../studio-recording-messages';

interface Decoded {
  context: AudioContext;
  buffer: AudioBuffer;
}

interface Playing {
  node: AudioBufferSourceNode;
  /** The context's time when it started, and the sound's ms it started from. */
  startedAt: number;
  fromMs: number;
}

/** The sound fetched (staff may hear it) and decoded by Web Audio. */
function useDecodedSound(audioUrl: string) {
  const [audio, setAudio] = useState<Decoded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  const problem = AudioContextClass ? failure : studioSyncText.noWebAudio;
  useEffect(() => {
    if (!AudioContextClass) return;
    const controller = new AbortController();
    const context = new AudioContextClass();
    fetch(audioUrl, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(studioSyncText.noAudio(response.status));
        return context.decodeAudioData(await response.arrayBuffer());
      })
      .then(
        (buffer) => {
          setAudio({ context, buffer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setFailure(errorMessage(error));
        },
      );
    return () => {
      controller.abort();
      void context.close();
    };
  }, [audioUrl, AudioContextClass]);
  return { audio, problem };
}

/**
 * The sound the sync editor corrects: decoded, its waveform's peaks (one per about `PEAK_MS`,
 * `peakMs` exactly), played from a moment, and the moment being heard now (the context's time
 * less the output's latency, so the highlight and the taps are where the ear is).
 */
export function useSyncSound(audioUrl: string) {
  const { audio, problem } = useDecodedSound(audioUrl);
  const waveform = useMemo(() => {
    if (!audio) return { peaks: null, peakMs: PEAK_MS };
    const soundMs = audio.buffer.duration * 1000;
    const buckets = Math.max(1, Math.ceil(soundMs / PEAK_MS));
    return { peaks: peaksOf(audio.buffer.getChannelData(0), buckets), peakMs: soundMs / buckets };
  }, [audio]);
  const [playing, setPlaying] = useState<Playing | null>(null);

  const heardMs = useCallback((): number => {
    if (!playing || !audio) return 0;
    const { context } = audio;
    const latency = context.outputLatency || context.baseLatency || 0;
    const elapsed = Math.max(0, context.currentTime - latency - playing.startedAt);
    return Math.min(audio.buffer.duration * 1000, playing.fromMs + elapsed * 1000);
  }, [playing, audio]);

  const stop = useCallback(() => {
    playing?.node.stop();
    setPlaying(null);
  }, [playing]);

  const play = useCallback(
    (fromMs: number) => {
      if (!audio) return;
      playing?.node.stop();
      void audio.context.resume();
      const node = audio.context.createBufferSource();
      node.buffer = audio.buffer;
      node.connect(audio.context.destination);
      node.addEventListener('ended', () => {
        setPlaying((current) => (current?.node === node ? null : current));
      });
      node.start(0, fromMs / 1000);
      setPlaying({ node, startedAt: audio.context.currentTime, fromMs });
    },
    [audio, playing],
  );

  return {
    isReady: audio !== null,
    problem,
    ...waveform,
    isPlaying: playing !== null,
    /** The moment that started playing (null at rest). */
    playedFromMs: playing?.fromMs ?? null,
    heardMs,
    play,
    stop,
  };
}
