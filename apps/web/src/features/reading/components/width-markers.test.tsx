import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidthMarkers } from './width-markers';

/** The markers around a stand-in page, settling into state as the reader would keep it. */
function Harness({ onSettle }: { onSettle: (width: number | null) => void }) {
  const [preferred, setPreferred] = useState<number | null>(null);
  return (
    <WidthMarkers
      width={preferred ?? 688}
      min={320}
      max={688}
      onSettle={(width) => {
        setPreferred(width);
        onSettle(width);
      }}
    >
      {(width) => <div data-testid="page" data-width={width} />}
    </WidthMarkers>
  );
}

const pageWidth = () => Number(screen.getByTestId('page').dataset.width);

describe('WidthMarkers', () => {
  beforeEach(() => {
    // jsdom has no pointer capture; the component only asks for it.
    HTMLElement.prototype.setPointerCapture = vi.fn();
  });

  it('follows a drag of either marker and keeps the width on release', () => {
    const onSettle = vi.fn();
    render(<Harness onSettle={onSettle} />);
    const right = screen.getByTestId('width-marker-right');
    fireEvent.pointerDown(right, { pointerId: 1, button: 0, clientX: 900 });
    fireEvent.pointerMove(right, { pointerId: 1, clientX: 850 });
    expect(pageWidth()).toBe(588);
    expect(onSettle).not.toHaveBeenCalled();
    fireEvent.pointerUp(right, { pointerId: 1, clientX: 850 });
    expect(onSettle).toHaveBeenLastCalledWith(588);
    expect(pageWidth()).toBe(588);

    const left = screen.getByTestId('width-marker-left');
    fireEvent.pointerDown(left, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(left, { pointerId: 2, clientX: 60 });
    fireEvent.pointerUp(left, { pointerId: 2, clientX: 60 });
    expect(onSettle).toHaveBeenLastCalledWith(668);
  });

  it('resets to the default when released within 10 px of the maximum', () => {
    const onSettle = vi.fn();
    render(<Harness onSettle={onSettle} />);
    const right = screen.getByTestId('width-marker-right');
    fireEvent.pointerDown(right, { pointerId: 1, button: 0, clientX: 900 });
    fireEvent.pointerMove(right, { pointerId: 1, clientX: 880 });
    fireEvent.pointerUp(right, { pointerId: 1, clientX: 880 });
    expect(onSettle).toHaveBeenLastCalledWith(648);
    fireEvent.pointerDown(right, { pointerId: 1, button: 0, clientX: 880 });
    fireEvent.pointerMove(right, { pointerId: 1, clientX: 898 });
    expect(pageWidth()).toBe(684);
    fireEvent.pointerUp(right, { pointerId: 1, clientX: 898 });
    expect(onSettle).toHaveBeenLastCalledWith(null);
    expect(pageWidth()).toBe(688);
  });

  it('keeps the width where the pointer is released, even past the last move seen', () => {
    // A busy page can get the release before the last move has been drawn (CI: a touch drag
    // 60 px in kept 45).
    const onSettle = vi.fn();
    render(<Harness onSettle={onSettle} />);
    const right = screen.getByTestId('width-marker-right');
    fireEvent.pointerDown(right, { pointerId: 4, button: 0, clientX: 900 });
    fireEvent.pointerMove(right, { pointerId: 4, clientX: 885 });
    fireEvent.pointerUp(right, { pointerId: 4, clientX: 840 });
    expect(onSettle).toHaveBeenLastCalledWith(568);
    expect(pageWidth()).toBe(568);
  });

  it('drops a cancelled drag (a touch taken over by the browser)', () => {
    const onSettle = vi.fn();
    render(<Harness onSettle={onSettle} />);
    const right = screen.getByTestId('width-marker-right');
    fireEvent.pointerDown(right, { pointerId: 3, button: 0, clientX: 900 });
    fireEvent.pointerMove(right, { pointerId: 3, clientX: 800 });
    fireEvent.pointerCancel(right, { pointerId: 3 });
    expect(onSettle).not.toHaveBeenCalled();
    expect(pageWidth()).toBe(688);
  });

  it('moves by keyboard as a slider, resetting near the maximum', () => {
    const onSettle = vi.fn();
    render(<Harness onSettle={onSettle} />);
    const right = screen.getByRole('slider', { name: 'Page width, right edge' });
    expect(right).toHaveAttribute('aria-valuenow', '688');
    fireEvent.keyDown(right, { key: 'ArrowLeft' });
    expect(onSettle).toHaveBeenLastCalledWith(672);
    expect(right).toHaveAttribute('aria-valuenow', '672');
    fireEvent.keyDown(right, { key: 'Home' });
    expect(pageWidth()).toBe(320);
    fireEvent.keyDown(right, { key: 'End' });
    expect(onSettle).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(right, { key: 'PageDown' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Page width, left edge' }), {
      key: 'ArrowLeft',
    });
    // 688 - 64 = 624, then the left edge 8 px out: 640, more than 10 px from the maximum.
    expect(onSettle).toHaveBeenLastCalledWith(640);
  });
});
