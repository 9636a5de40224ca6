import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAwaitedBarInView } from './use-awaited-bar-in-view';
import { listWaitChords } from './wait-chords';
import { twoHandTimeline } from './wait-fixture';

const timeline = twoHandTimeline();
const chords = listWaitChords(timeline, { staves: null, transpose: 0 });

/** Bar 2 drawn at `top` to `top + 100` in a window 800 px high, scrolled to 1000. */
function scrollFor(options: { top: number; topInset: number; isWaiting?: boolean }) {
  const page = document.createElement('div');
  const bar = document.createElement('div');
  bar.id = 'm2';
  page.append(bar);
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: options.top, width: 500, height: 100 }),
  );
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('scrollY', 1000);
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  renderHook(() => {
    useAwaitedBarInView({
      timeline,
      chord: chords[4],
      isWaiting: options.isWaiting ?? true,
      container: { current: page },
      pageVersion: 0,
      topInset: () => options.topInset,
    });
  });
  return (scrollTo.mock.calls[0]?.[0] as { top: number } | undefined)?.top ?? null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keeping the awaited bar in view', () => {
  it('leaves the window where it is when the bar shows below the transport bar', () => {
    expect(scrollFor({ top: 400, topInset: 300 })).toBeNull();
  });

  it('scrolls a bar hidden under the transport bar, or below the window, into the view under it', () => {
    // 500 px of view under the bar: the bar's 100 px centred in it, 200 px below its top.
    expect(scrollFor({ top: 100, topInset: 300 })).toBe(1000 + 100 - 300 - 200);
    expect(scrollFor({ top: 900, topInset: 300 })).toBe(1000 + 900 - 300 - 200);
  });

  it('does nothing while not waiting', () => {
    expect(scrollFor({ top: 900, topInset: 300, isWaiting: false })).toBeNull();
  });
});
