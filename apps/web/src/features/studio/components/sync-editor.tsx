import type { StudioRecordingSync } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { SyncSource } from '../api/sync-source';
import { studioSyncText } from '../studio-recording-messages';
import { KEY_STEP_MS, movePoint, peaksOf, tapPoint, type SyncPoint } from './sync-edit';
import styles from './studio.module.css';
import own from './studio-recording.module.css';

const WAVEFORM_BUCKETS = 1200;

/** The sound fetched (staff may hear it) and decoded by Web Audio. */
function useDecodedSound(audioUrl: string) {
  const [audio, setAudio] = useState<{ context: AudioContext; buffer: AudioBuffer } | null>(null);
  const [failure, setProblem] = useState<string | null>(null);
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  const problem = AudioContextClass ? failure : studioSyncText.noWebAudio;
  useEffect(() => {
    if (!AudioContextClass) return;
    const controller = new AbortController();
    const context = new AudioContextClass();
    fetch(audioUrl, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(studioSyncText.noAudio(response.status));
        return context.decodeAudioData(await response.arrayBuffer());
      })
      .then(
        (buffer) => {
          setAudio({ context, buffer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setProblem(errorMessage(error));
        },
      );
    return () => {
      controller.abort();
      void context.close();
    };
  }, [audioUrl, AudioContextClass]);
  return { audio, problem };
}

function Waveform({ buffer }: { buffer: AudioBuffer }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const draw = element?.getContext('2d');
    if (!element || !draw) return;
    const peaks = peaksOf(buffer.getChannelData(0), WAVEFORM_BUCKETS);
    const { width, height } = element;
    draw.clearRect(0, 0, width, height);
    draw.fillStyle = getComputedStyle(element).color;
    peaks.forEach((peak, at) => {
      const h = Math.max(1, peak * height);
      draw.fillRect((at / peaks.length) * width, (height - h) / 2, width / peaks.length, h);
    });
  }, [buffer]);
  return (
    <canvas
      ref={canvas}
      className={own.waveform}
      width={WAVEFORM_BUCKETS}
      height={120}
      aria-hidden="true"
    />
  );
}

/** The editor itself, for one answer of the server (remounted when a save answers). */
function SyncEditorOf({
  source,
  sync,
  status,
  setStatus,
}: {
  source: SyncSource;
  sync: StudioRecordingSync;
  /** Kept by the parent: a save remounts the editor with the server's answer. */
  status: string | null;
  setStatus: (status: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const { audio, problem } = useDecodedSound(source.audioUrl);
  const [points, setPoints] = useState<SyncPoint[]>(() =>
    sync.syncMap.points.map(([ms, q]): SyncPoint => [ms, q]),
  );
  const [fromMs, setFromMs] = useState(0);
  const [playing, setPlaying] = useState<{ source: AudioBufferSourceNode; at: number } | null>(
    null,
  );
  const [nowMs, setNowMs] = useState(0);
  const [tapping, setTapping] = useState(false);
  const tapIndex = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { durationMs } = sync;

  useEffect(() => {
    if (!playing || !audio) return;
    let frame = requestAnimationFrame(function tick() {
      setNowMs(fromMs + (audio.context.currentTime - playing.at) * 1000);
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [playing, audio, fromMs]);

  function stop() {
    playing?.source.stop();
    setPlaying(null);
  }

  function play() {
    if (!audio) return;
    void audio.context.resume();
    const source = audio.context.createBufferSource();
    source.buffer = audio.buffer;
    source.connect(audio.context.destination);
    source.addEventListener('ended', () => {
      setPlaying((current) => (current?.source === source ? null : current));
    });
    source.start(0, fromMs / 1000);
    tapIndex.current = Math.max(
      0,
      points.findIndex(([ms]) => ms >= fromMs),
    );
    setNowMs(fromMs);
    setPlaying({ source, at: audio.context.currentTime });
  }

  function change(next: SyncPoint[]) {
    setPoints(next);
    setStatus(null);
  }

  function onMarkerKey(event: KeyboardEvent, index: number) {
    const step = event.shiftKey ? KEY_STEP_MS * 10 : KEY_STEP_MS;
    const delta =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? -step
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? step
          : 0;
    if (!delta) return;
    event.preventDefault();
    change(movePoint(points, index, (points[index] as SyncPoint)[0] + delta, durationMs));
  }

  function msAt(clientX: number): number {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return ((clientX - box.left) / box.width) * durationMs;
  }

  function onDrag(event: PointerEvent, index: number) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    change(movePoint(points, index, msAt(event.clientX), durationMs));
  }

  function onTapKey(event: KeyboardEvent) {
    if (!tapping || !playing || (event.key !== 't' && event.key !== 'T')) return;
    event.preventDefault();
    const index = tapIndex.current;
    if (index >= points.length) return;
    change(tapPoint(points, index, nowMs, durationMs));
    tapIndex.current = index + 1;
  }

  async function save() {
    setSaving(true);
    setError(null);
    setStatus(null);
    try {
      await source.save(queryClient, { points });
      setStatus(source.savedText);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  const percent = (ms: number) => `${String((ms / durationMs) * 100)}%`;
  return (
    <div className={own.editor} onKeyDown={onTapKey}>
      <h3 className={own.heading}>{studioSyncText.heading}</h3>
      <p className={styles.muted}>{studioSyncText.help}</p>
      {problem && <FormError message={problem} />}
      <div className={own.track} ref={track}>
        {audio && <Waveform buffer={audio.buffer} />}
        <div className={own.from} style={{ left: percent(fromMs) }} aria-hidden="true" />
        {playing && (
          <div className={own.playhead} style={{ left: percent(nowMs) }} aria-hidden="true" />
        )}
        {points.map(([ms, quarters], index) => (
          <button
            key={index}
            type="button"
            role="slider"
            className={own.marker}
            style={{ left: percent(ms) }}
            aria-label={studioSyncText.marker(index + 1, quarters)}
            aria-valuemin={0}
            aria-valuemax={durationMs}
            aria-valuenow={ms}
            aria-valuetext={`${(ms / 1000).toFixed(2)} s`}
            onKeyDown={(event) => {
              onMarkerKey(event, index);
            }}
            onClick={() => {
              setFromMs(ms);
            }}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
            }}
            onPointerMove={(event) => {
              onDrag(event, index);
            }}
          />
        ))}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" size="small" disabled={!audio} onClick={playing ? stop : play}>
          {playing ? 'Pause' : `Play from ${(fromMs / 1000).toFixed(2)} s`}
        </Button>
        <label className={styles.muted}>
          <input
            type="checkbox"
            checked={tapping}
            onChange={(event) => {
              setTapping(event.target.checked);
            }}
          />{' '}
          {studioSyncText.tapMode}
        </label>
        <Button size="small" isLoading={saving} onClick={() => void save()}>
          Save the sync
        </Button>
      </div>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {error && <FormError message={error} />}
    </div>
  );
}

/**
 * The sync editor of an uploaded recording or film (`source`); nothing when it has no sync to
 * correct.
 */
export function SyncEditor({ source }: { source: SyncSource }) {
  const query = useQuery(source.query);
  const [status, setStatus] = useState<string | null>(null);
  if (query.isError)
    return (
      <div>
        <FormError message={errorMessage(query.error)} />
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          Ask again
        </Button>
      </div>
    );
  const sync = query.data;
  if (!sync) return null;
  return (
    <SyncEditorOf
      key={JSON.stringify(sync.syncMap.points)}
      source={source}
      sync={sync}
      status={status}
      setStatus={setStatus}
    />
  );
}
