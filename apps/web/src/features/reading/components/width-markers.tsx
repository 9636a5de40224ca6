import { useRef, useState, type ReactNode } from 'react';
import { draggedWidth, keyedWidth, settledWidth } from '../pdf-width';
import styles from './reading.module.css';

interface WidthMarkersProps {
  width: number;
  /** The narrowest and widest the page may be made. */
  min: number;
  max: number;
  /** The width to keep (null: back to the default). */
  onSettle: (width: number | null) => void;
  children: (width: number) => ReactNode;
}

type Side = 'left' | 'right';

/**
 * Two markers either side of the page; dragging one (mouse, pen or touch) or moving it with the
 * keys sets the page width, keeping it centred. Spec §4: a release within 10 px of the maximum
 * resets to the default.
 */
export function WidthMarkers({ width, min, max, onSettle, children }: WidthMarkersProps) {
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number; side: Side } | null>(
    null,
  );
  const shown = dragWidth ?? width;

  const widthAt = (current: NonNullable<typeof drag.current>, clientX: number) =>
    draggedWidth({
      startWidth: current.startWidth,
      deltaX: clientX - current.startX,
      side: current.side,
      max,
    });

  /**
   * The width kept is where the pointer was released, computed from the release itself: the
   * last move's render may not have happened yet (React batches moves), so `dragWidth` here can
   * be a move behind.
   */
  const release = (pointerId: number, clientX: number | null) => {
    const current = drag.current;
    if (current?.pointerId !== pointerId) return;
    drag.current = null;
    if (clientX !== null) onSettle(settledWidth(widthAt(current, clientX), max));
    setDragWidth(null);
  };

  const marker = (side: Side) => (
    <div
      className={`${styles.marker} ${side === 'left' ? styles.markerLeft : styles.markerRight}`}
      role="slider"
      tabIndex={0}
      aria-label={side === 'left' ? 'Page width, left edge' : 'Page width, right edge'}
      aria-orientation="horizontal"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={`${String(shown)} pixels wide`}
      data-testid={`width-marker-${side}`}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = {
          pointerId: event.pointerId,
          startX: event.clientX,
          startWidth: shown,
          side,
        };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (current?.pointerId !== event.pointerId) return;
        setDragWidth(widthAt(current, event.clientX));
      }}
      onPointerUp={(event) => {
        release(event.pointerId, event.clientX);
      }}
      onPointerCancel={(event) => {
        release(event.pointerId, null);
      }}
      onKeyDown={(event) => {
        const next = keyedWidth({ key: event.key, width, side, max });
        if (next === undefined) return;
        event.preventDefault();
        onSettle(settledWidth(next, max));
      }}
    />
  );

  return (
    <div className={styles.markedColumn} style={{ width: shown }}>
      {marker('left')}
      {children(shown)}
      {marker('right')}
    </div>
  );
}
