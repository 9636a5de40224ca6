import type { StudioRecordingSync } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { SyncSource } from '../api/sync-source';
import { useSyncSound } from '../hooks/use-sync-sound';
import { studioSyncText } from '../studio-recording-messages';
import { SyncScoreSlot } from '../sync-score-slot';
import {
  barLinesOf,
  lineTimes,
  moveBarLine,
  tapBarLine,
  type BarLine,
  type ScoreBar,
} from './bar-lines';
import { clockTime, quartersAtMs, type SyncPoint } from './sync-edit';
import { SyncTrack } from './sync-track';
import styles from './studio.module.css';
import own from './sync-editor.module.css';

const copyOf = (sync: StudioRecordingSync) =>
  sync.syncMap.points.map(([ms, quarters]): SyncPoint => [ms, quarters]);

/** Where playing starts: the selected line, or a moment clicked on the track. */
type Start = { kind: 'line' } | { kind: 'moment'; ms: number };

/**
 * The editor of one sync map (the server's answer `sync`; a new answer, once saved, replaces
 * the map in place, so the score above it is not laid out again).
 */
export function SyncEditorOf({ source, sync }: { source: SyncSource; sync: StudioRecordingSync }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const renderScore = useContext(SyncScoreSlot);
  const sound = useSyncSound(source.audioUrl);
  const { durationMs } = sync;
  const [saved, setSaved] = useState(() => ({ sync, points: copyOf(sync) }));
  const [points, setPoints] = useState<SyncPoint[]>(saved.points);
  if (saved.sync !== sync) {
    const next = { sync, points: copyOf(sync) };
    setSaved(next);
    setPoints(next.points);
  }
  // undefined while the score is being laid out (no lines yet); null: no bars to go by.
  const [bars, setBars] = useState<readonly ScoreBar[] | null | undefined>(
    renderScore ? undefined : null,
  );
  const lines = useMemo(
    () => (bars === undefined ? [] : barLinesOf(bars, saved.points)),
    [bars, saved.points],
  );
  const times = useMemo(() => lineTimes(points, lines), [points, lines]);
  const [selectedAt, setSelectedAt] = useState<number | null>(null);
  const selected = Math.max(
    0,
    lines.findIndex((line) => line.quarters === selectedAt),
  );
  const [start, setStart] = useState<Start>({ kind: 'line' });
  const startMs = start.kind === 'moment' ? start.ms : (times[selected] ?? 0);
  const [revealRequest, setRevealRequest] = useState(0);
  const [isTapping, setTapping] = useState(false);
  const [nextTap, setNextTap] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // A line moved again and again (a drag, held keys) is moved from where it began each time,
  // so rounding never builds up in the points around it.
  const gesture = useRef<{ index: number; base: SyncPoint[]; made: SyncPoint[] } | null>(null);

  const { isPlaying, heardMs } = sound;
  useEffect(() => {
    if (!isPlaying) return;
    let frame = requestAnimationFrame(function tick() {
      setNowMs(heardMs());
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isPlaying, heardMs]);

  // What the score lights: where the edited map puts the sound heard now, or the start at rest.
  const quartersNow = useCallback(
    () => quartersAtMs(points, isPlaying ? heardMs() : startMs),
    [isPlaying, heardMs, points, startMs],
  );
  const onBars = useCallback((next: readonly ScoreBar[] | null) => {
    setBars(next);
  }, []);
  const onBarClick = useCallback(
    (quarters: number) => {
      if (!lines.some((line) => line.quarters === quarters)) return;
      setSelectedAt(quarters);
      setStart({ kind: 'line' });
      setRevealRequest((request) => request + 1);
    },
    [lines],
  );

  // Drawn again only when what it is given changes, not at every frame of the playhead: it
  // follows the sound itself, reading `quartersNow` every frame.
  const { productId } = source;
  const score = useMemo(
    () => renderScore?.({ productId, quartersNow, isPlaying, onBars, onBarClick }),
    [renderScore, productId, quartersNow, isPlaying, onBars, onBarClick],
  );

  function change(next: SyncPoint[]) {
    setPoints(next);
    setStatus(null);
    setError(null);
  }

  function select(index: number) {
    setSelectedAt(lines[index]?.quarters ?? null);
    setStart({ kind: 'line' });
  }

  function moveLine(index: number, ms: number) {
    const going = gesture.current;
    const base = going?.index === index && going.made === points ? going.base : points;
    const made = moveBarLine(base, lines, index, ms, durationMs);
    gesture.current = { index, base, made };
    change(made);
  }

  const firstLineAfter = (ms: number) => {
    const index = times.findIndex((time) => time > ms + 1);
    return index < 0 ? lines.length : index;
  };

  function play(fromMs: number) {
    sound.play(fromMs);
    setNowMs(fromMs);
    setNextTap(firstLineAfter(fromMs));
  }

  function onTapKey(event: KeyboardEvent) {
    if (!isTapping || !isPlaying || event.key.toLowerCase() !== 't') return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (nextTap === null || nextTap >= lines.length) return;
    change(tapBarLine(points, lines, nextTap, heardMs(), durationMs));
    setNextTap(nextTap + 1);
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

  const isDirty = points !== saved.points;
  const selectedLine: BarLine | undefined = lines[selected];
  const startName =
    start.kind === 'line' && selectedLine ? studioSyncText.where(selectedLine) : clockTime(startMs);
  const tapLine = nextTap === null ? undefined : lines[nextTap];
  return (
    <section className={own.editor} aria-labelledby={headingId} onKeyDown={onTapKey}>
      <h3 id={headingId} className={own.heading}>
        {studioSyncText.heading}
      </h3>
      <p className={styles.muted}>
        {bars === null ? studioSyncText.introWithoutBars : studioSyncText.intro}
      </p>
      <details className={own.howTo}>
        <summary>{studioSyncText.howTo}</summary>
        <ul>
          {studioSyncText.howToItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
      {sound.problem && <FormError message={sound.problem} />}
      {renderScore && <div className={own.score}>{score}</div>}
      {bars === undefined && (
        <p className={styles.muted} role="status">
          {studioSyncText.findingBars}
        </p>
      )}
      <SyncTrack
        durationMs={durationMs}
        points={points}
        lines={lines}
        times={times}
        peaks={sound.peaks}
        peakMs={sound.peakMs}
        selected={selected}
        onSelect={select}
        onMove={moveLine}
        onPlayFrom={(index) => {
          select(index);
          play(times[index] ?? 0);
        }}
        onPick={(ms) => {
          setStart({ kind: 'moment', ms: Math.round(ms) });
        }}
        startMs={start.kind === 'moment' ? start.ms : null}
        nowMs={isPlaying ? nowMs : null}
        nextTap={isTapping && isPlaying ? nextTap : null}
        revealRequest={revealRequest}
      />
      <div className={own.controls}>
        <Button
          variant="secondary"
          size="small"
          disabled={!sound.isReady}
          onClick={() => {
            if (isPlaying) sound.stop();
            else play(startMs);
          }}
        >
          {isPlaying ? 'Pause' : studioSyncText.playFrom(startName)}
        </Button>
        <label className={own.tapMode}>
          <input
            type="checkbox"
            checked={isTapping}
            onChange={(event) => {
              setTapping(event.target.checked);
              if (isPlaying) setNextTap(firstLineAfter(heardMs()));
            }}
          />{' '}
          {studioSyncText.tapMode}
        </label>
        <span className={own.tapNext} aria-live="polite">
          {isTapping && isPlaying
            ? tapLine
              ? studioSyncText.tapNext(studioSyncText.where(tapLine))
              : studioSyncText.tapDone
            : null}
        </span>
        <div className={own.saving}>
          {isDirty && <span className={styles.muted}>{studioSyncText.unsaved}</span>}
          <Button
            variant="ghost"
            size="small"
            disabled={!isDirty}
            onClick={() => {
              change(saved.points);
            }}
          >
            {studioSyncText.discard}
          </Button>
          <Button size="small" isLoading={isSaving} onClick={() => void save()}>
            Save the sync
          </Button>
        </div>
      </div>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {error && <FormError message={error} />}
    </section>
  );
}
