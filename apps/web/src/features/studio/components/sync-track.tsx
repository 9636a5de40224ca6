import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Button } from '../../../components/ui/button';
import { useElementWidth } from '../../../lib/use-element-width';
import { studioSyncText } from '../studio-recording-messages';
import type { BarLine } from './bar-lines';
import { KEY_STEP_MS, clockTime, type SyncPoint } from './sync-edit';
import { drawWaveform } from './sync-waveform';
import own from './sync-editor.module.css';

/** Zoomed out, the track shows at most this much: never thousands of lines at once. */
export const WIDEST_WINDOW_MS = 60_000;
/** What the track shows at first (the whole recording when it is shorter). */
const FIRST_WINDOW_MS = 20_000;
/** Zoomed in, a pixel is a millisecond. */
const MOST_PX_PER_MS = 1;
const ZOOM_FACTOR = 2;
/** The width assumed before the track is measured. */
const DEFAULT_WIDTH = 720;
/** Lines drawn beyond each side of the window, so a short scroll shows them at once. */
const OVERSCAN = 0.5;
/** Numbers closer than this are thinned out (every line keeps its name for screen readers). */
const LABEL_SPACING_PX = 30;
/** Room at each end of the strip, so the first and last lines are whole and grabbable. */
const PAD_PX = 14;
/** A press that moves less than this is a click (it selects), not a drag. */
const DRAG_THRESHOLD_PX = 3;
/** A line dragged this near an edge of the window scrolls it. */
const EDGE_PX = 24;
/** The arrow keys move a line earlier (left, down) or later (right, up). */
const ARROW_DIRECTIONS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
};

export interface SyncTrackProps {
  durationMs: number;
  points: readonly SyncPoint[];
  lines: readonly BarLine[];
  /** Where each line is in the recording. */
  times: readonly number[];
  /** The sound's peaks, one per `peakMs`; null before it is decoded. */
  peaks: Float32Array | null;
  peakMs: number;
  /** The line that is focused or was last chosen (the track's one Tab stop). */
  selected: number;
  onSelect: (index: number) => void;
  /** A line dragged or moved by a key to `ms`. */
  onMove: (index: number, ms: number) => void;
  onPlayFrom: (index: number) => void;
  /** A click on the track away from the lines: play from there. */
  onPick: (ms: number) => void;
  /** Where playing starts when it is not at a line. */
  startMs: number | null;
  /** The playhead while playing. */
  nowMs: number | null;
  /** The line the next tap places (tap mode, playing). */
  nextTap: number | null;
  /** Changes when the selected line is to be brought into view and focused (a bar clicked). */
  revealRequest: number;
}

/**
 * The recording's waveform with a line where each bar starts, zoomed and scrolled: only the
 * lines in and near the window are rendered, so a 20-minute recording is as light as a short one.
 */
export function SyncTrack(props: SyncTrackProps) {
  const { durationMs, lines, times, selected, onMove, onSelect } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const markers = useRef(new Map<number, HTMLButtonElement>());
  const measured = useElementWidth(viewport);
  const width = measured !== undefined && measured > 0 ? measured : DEFAULT_WIDTH;
  // Pixels a millisecond: the recording's time fills the window less its two margins.
  const inner = Math.max(1, width - 2 * PAD_PX);
  const leastScale = Math.min(
    MOST_PX_PER_MS,
    Math.max(inner / Math.max(1, durationMs), inner / WIDEST_WINDOW_MS),
  );
  const [zoom, setZoom] = useState<number | null>(null);
  const scale = Math.min(
    MOST_PX_PER_MS,
    Math.max(leastScale, zoom ?? inner / Math.max(1, Math.min(durationMs, FIRST_WINDOW_MS))),
  );
  const stripWidth = Math.max(width, Math.floor(durationMs * scale + 2 * PAD_PX));
  /** Where a moment is on the strip. */
  const xOf = (ms: number) => PAD_PX + ms * scale;
  // The window's place, as the viewport last reported it (it scrolls by itself, or is scrolled).
  const [scrollLeft, setScrollLeft] = useState(0);
  const pendingScroll = useRef<number | null>(null);
  const focusWanted = useRef<number | null>(null);
  const drag = useRef<{ pointerId: number; x: number; isMoving: boolean } | null>(null);

  function scrollTo(left: number) {
    const element = viewport.current;
    if (element) element.scrollLeft = Math.max(0, Math.min(left, stripWidth - width));
  }

  /** Scrolls a time into view (centred) unless it is already well inside the window. */
  function reveal(ms: number) {
    const x = xOf(ms);
    const left = viewport.current?.scrollLeft ?? scrollLeft;
    if (x < left + 24 || x > left + width - 24) scrollTo(x - width / 2);
  }

  useLayoutEffect(() => {
    if (pendingScroll.current === null) return;
    scrollTo(pendingScroll.current);
    pendingScroll.current = null;
  });

  useEffect(() => {
    const index = focusWanted.current;
    if (index === null) return;
    focusWanted.current = null;
    markers.current.get(index)?.focus({ preventScroll: true });
  });

  // A bar clicked in the score: its line into view, focused.
  useEffect(() => {
    if (props.revealRequest === 0) return;
    reveal(times[selected] ?? 0);
    markers.current.get(selected)?.focus({ preventScroll: true });
    // Only a new request moves the window, not every change of the line.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.revealRequest]);

  // The playhead stays in the window while it plays (a page at a time), unless a line is held.
  const { nowMs } = props;
  useEffect(() => {
    const left = viewport.current?.scrollLeft;
    if (nowMs === null || left === undefined || drag.current) return;
    const x = xOf(nowMs);
    if (x < left || x > left + width * 0.92) scrollTo(x - width * 0.08);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nowMs]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    drawWaveform(element, {
      peaks: props.peaks,
      peakMs: props.peakMs,
      points: props.points,
      fromMs: (scrollLeft - PAD_PX) / scale,
      scale,
      width,
    });
  }, [props.peaks, props.peakMs, props.points, scrollLeft, scale, width]);

  function zoomBy(factor: number) {
    const next = Math.min(MOST_PX_PER_MS, Math.max(leastScale, scale * factor));
    const selectedMs = times[selected];
    const isSelectedShown =
      selectedMs !== undefined &&
      xOf(selectedMs) >= scrollLeft &&
      xOf(selectedMs) <= scrollLeft + width;
    // The selected line stays where it is on screen; else the middle of the window does.
    const anchorX = isSelectedShown ? xOf(selectedMs) - scrollLeft : width / 2;
    const anchorMs = (scrollLeft + anchorX - PAD_PX) / scale;
    pendingScroll.current = PAD_PX + anchorMs * next - anchorX;
    setZoom(next);
  }

  function msAt(clientX: number): number {
    const left = strip.current?.getBoundingClientRect().left ?? 0;
    return (clientX - left - PAD_PX) / scale;
  }

  function goTo(index: number) {
    const target = Math.max(0, Math.min(lines.length - 1, index));
    onSelect(target);
    reveal(times[target] ?? 0);
    focusWanted.current = target;
  }

  function onKey(event: KeyboardEvent, index: number) {
    const direction = ARROW_DIRECTIONS[event.key];
    const jumps: Record<string, number> = {
      PageUp: index - 1,
      PageDown: index + 1,
      Home: 0,
      End: lines.length - 1,
    };
    const jump = jumps[event.key];
    if (direction !== undefined) {
      const ms = (times[index] ?? 0) + direction * (event.shiftKey ? 10 : 1) * KEY_STEP_MS;
      onMove(index, ms);
      reveal(ms);
    } else if (jump !== undefined) goTo(jump);
    else if (event.key === 'Enter' || event.key === ' ') props.onPlayFrom(index);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, index: number) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, isMoving: false };
    onSelect(index);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>, index: number) {
    const held = drag.current;
    if (held?.pointerId !== event.pointerId) return;
    if (!held.isMoving && Math.abs(event.clientX - held.x) < DRAG_THRESHOLD_PX) return;
    held.isMoving = true;
    onMove(index, msAt(event.clientX));
    // Held against an edge of the window, the line takes the window along.
    const element = viewport.current;
    const box = element?.getBoundingClientRect();
    if (element && box && box.width > 0) {
      if (event.clientX < box.left + EDGE_PX) element.scrollLeft -= EDGE_PX;
      else if (event.clientX > box.right - EDGE_PX) element.scrollLeft += EDGE_PX;
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLButtonElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }

  const labelEvery = Math.max(
    1,
    Math.ceil(LABEL_SPACING_PX / Math.max(1, stripWidth / Math.max(1, lines.length))),
  );
  const low = scrollLeft - width * OVERSCAN;
  const high = scrollLeft + width * (1 + OVERSCAN);
  const shown = lines.flatMap((line, index) => {
    const ms = times[index] ?? 0;
    const x = xOf(ms);
    return (x >= low && x <= high) || index === selected ? [{ line, index, ms, x }] : [];
  });
  const leftOf = (ms: number) => `${String(xOf(ms))}px`;
  return (
    <div className={own.trackArea}>
      <div className={own.trackBar}>
        <span className={own.window} aria-live="polite">
          {studioSyncText.shown(clockTime(inner / scale), clockTime(durationMs))}
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={scale <= leastScale}
          onClick={() => {
            zoomBy(1 / ZOOM_FACTOR);
          }}
        >
          {studioSyncText.zoomOut}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={scale >= MOST_PX_PER_MS}
          onClick={() => {
            zoomBy(ZOOM_FACTOR);
          }}
        >
          {studioSyncText.zoomIn}
        </Button>
      </div>
      <div
        ref={viewport}
        className={own.viewport}
        data-testid="sync-track"
        onScroll={(event) => {
          setScrollLeft(event.currentTarget.scrollLeft);
        }}
      >
        <div
          ref={strip}
          className={own.strip}
          style={{ width: `${String(stripWidth)}px` }}
          role="group"
          aria-label={studioSyncText.track}
          onClick={(event) => {
            if ((event.target as Element).closest('button')) return;
            props.onPick(Math.min(durationMs, Math.max(0, msAt(event.clientX))));
          }}
        >
          <canvas ref={canvas} className={own.waveform} aria-hidden="true" />
          {props.startMs !== null && (
            <div className={own.from} style={{ left: leftOf(props.startMs) }} aria-hidden="true" />
          )}
          {shown.map(({ line, index, ms, x }) => (
            <button
              key={line.quarters}
              ref={(element) => {
                if (element) markers.current.set(index, element);
                else markers.current.delete(index);
              }}
              type="button"
              role="slider"
              tabIndex={index === selected ? 0 : -1}
              className={own.marker}
              style={{ left: `${String(x)}px` }}
              data-kind={line.kind}
              data-selected={index === selected || undefined}
              data-next-tap={index === props.nextTap || undefined}
              aria-label={studioSyncText.line(line, clockTime(ms))}
              aria-valuemin={0}
              aria-valuemax={durationMs}
              aria-valuenow={Math.round(ms)}
              aria-valuetext={clockTime(ms, 2)}
              onFocus={() => {
                if (index !== selected) onSelect(index);
              }}
              onKeyDown={(event) => {
                onKey(event, index);
              }}
              onPointerDown={(event) => {
                onPointerDown(event, index);
              }}
              onPointerMove={(event) => {
                onPointerMove(event, index);
              }}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            >
              {(index % labelEvery === 0 || index === selected || line.kind === 'end') && (
                <span className={own.markerLabel} aria-hidden="true">
                  {line.kind === 'end' ? 'End' : line.label}
                </span>
              )}
            </button>
          ))}
          {props.nowMs !== null && (
            <div
              className={own.playhead}
              style={{ left: leftOf(props.nowMs) }}
              aria-hidden="true"
            />
          )}
        </div>
      </div>
    </div>
  );
}
