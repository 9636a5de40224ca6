import { useRef, useState, type ReactNode } from 'react';
import { draggedWidth, settledWidth } from '../pdf-width';
import styles from './reading.module.css';

interface WidthMarkersProps {
  width: number;
  max: number;
  /** The width to keep (null: back to the default). */
  onSettle: (width: number | null) => void;
  children: (width: number) => ReactNode;
}

const KEY_STEP = 16;

/** Two markers either side of the page; dragging one sets the page width, keeping it centred. */
export function WidthMarkers({ width, max, onSettle, children }: WidthMarkersProps) {
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ startX: number; startWidth: number; side: 'left' | 'right' } | null>(null);
  const shown = dragWidth ?? width;

  const marker = (side: 'left' | 'right') => (
    <div
      className={`${styles.marker} ${side === 'left' ? styles.markerLeft : styles.markerRight}`}
      role="slider"
      tabIndex={0}
      aria-label={side === 'left' ? 'Page width, left edge' : 'Page width, right edge'}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      data-testid={`width-marker-${side}`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { startX: event.clientX, startWidth: shown, side };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current) return;
        setDragWidth(
          draggedWidth({
            startWidth: current.startWidth,
            deltaX: event.clientX - current.startX,
            side: current.side,
            max,
          }),
        );
      }}
      onPointerUp={() => {
        if (!drag.current) return;
        drag.current = null;
        onSettle(settledWidth(dragWidth ?? width, max));
        setDragWidth(null);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const deltaX = event.key === 'ArrowRight' ? KEY_STEP / 2 : -KEY_STEP / 2;
        onSettle(settledWidth(draggedWidth({ startWidth: width, deltaX, side, max }), max));
      }}
    />
  );

  return (
    <div className={styles.markers}>
      <div className={styles.markedColumn} style={{ width: shown }}>
        {marker('left')}
        {children(shown)}
        {marker('right')}
      </div>
    </div>
  );
}
