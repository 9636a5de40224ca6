import type { StudioRecordingSync } from '@cadenza/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { resizeObserverOfWidth } from '../../../test/score-worker-fakes';
import { recordingSyncSource } from '../api/studio-recording-api';
import { SyncScoreSlot, type SyncScoreProps } from '../sync-score-slot';
import type { ScoreBar } from './bar-lines';
import type { SyncPoint } from './sync-edit';
import { SyncEditor } from './sync-editor';

const productId = 'piece-1';
const syncPath = `/studio/products/${productId}/recording/sync`;
const soundPath = `/products/${productId}/recording`;

// A pickup of one quarter, then bars of four; the aligner's point at every quarter, 800 ms apart.
const scoreBars: ScoreBar[] = [
  { label: '0', quarters: 0 },
  { label: '1', quarters: 1 },
  { label: '2', quarters: 5 },
  { label: '3', quarters: 9 },
];
const points = Array.from({ length: 14 }, (_, q): SyncPoint => [400 + 800 * q, q]);
const sync: StudioRecordingSync = { durationMs: 12_000, scoreEndQuarters: 13, syncMap: { points } };

/**
 * The player's score stands in as its bars, the place it lights (read every frame while it
 * plays, as the player's follower does), and a bar to click.
 */
function FakeScore({ onBars, onBarClick, quartersNow, isPlaying }: SyncScoreProps) {
  const [heard, setHeard] = useState<number | null>(null);
  useEffect(() => {
    onBars(scoreBars);
  }, [onBars]);
  useEffect(() => {
    if (!isPlaying) return;
    let frame = requestAnimationFrame(function tick() {
      setHeard(quartersNow());
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isPlaying, quartersNow]);
  const lit = isPlaying && heard !== null ? heard : quartersNow();
  return (
    <div data-testid="score" data-playing={String(isPlaying)}>
      <output aria-label="Lit in the score">{lit.toFixed(2)}</output>
      <button
        type="button"
        onClick={() => {
          onBarClick(9);
        }}
      >
        Bar 3 in the score
      </button>
    </div>
  );
}

function renderEditor(withScore = true) {
  const editor = <SyncEditor source={recordingSyncSource(productId)} />;
  return renderWithProviders(
    withScore ? (
      <SyncScoreSlot value={(props) => <FakeScore {...props} />}>{editor}</SyncScoreSlot>
    ) : (
      editor
    ),
  );
}

/** Web Audio with a clock the test moves: a sound of 12 s, played by buffer sources. */
class FakeAudioContext {
  static current: FakeAudioContext | undefined;
  currentTime = 0;
  outputLatency = 0;
  baseLatency = 0;
  destination = {};
  readonly startedAt: number[] = [];
  constructor() {
    FakeAudioContext.current = this;
  }
  decodeAudioData() {
    return Promise.resolve({
      duration: 12,
      sampleRate: 100,
      length: 1200,
      getChannelData: () => new Float32Array(1200),
    });
  }
  createBufferSource() {
    return {
      buffer: null,
      connect: () => undefined,
      addEventListener: () => undefined,
      start: (_when: number, offset: number) => {
        this.startedAt.push(offset);
      },
      stop: () => undefined,
    };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

function savedMap(onSent: (points: SyncPoint[]) => void) {
  return async (request: Request) => {
    const body = (await request.json()) as { syncMap: { points: SyncPoint[] } };
    onSent(body.syncMap.points);
    return Response.json({ ...sync, syncMap: body.syncMap });
  };
}

async function playWhenDecoded(user: ReturnType<typeof renderEditor>['user'], name: string) {
  const play = await screen.findByRole('button', { name });
  await waitFor(() => {
    expect(play).toBeEnabled();
  });
  await user.click(play);
}

const timesOf = (map: readonly SyncPoint[]) => map.map(([ms]) => ms);

beforeEach(() => {
  // 800 px of time between the track's 14 px margins.
  vi.stubGlobal('ResizeObserver', resizeObserverOfWidth(828));
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeAudioContext.current = undefined;
});

describe('the sync editor', () => {
  it('is not shown for a piece without an uploaded recording', async () => {
    const fetchMock = mockApi({ [syncPath]: { recording: null } });
    const { container } = renderEditor();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the score and a line at each bar, named by its printed number and time', async () => {
    mockApi({ [syncPath]: { recording: sync }, [soundPath]: new Response('') });
    renderEditor();
    expect(await screen.findByTestId('score')).toBeInTheDocument();
    const lines = await screen.findAllByRole('slider');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'Bar 0 at 0:00.4',
      'Bar 1 at 0:01.2',
      'Bar 2 at 0:04.4',
      'Bar 3 at 0:07.6',
      'End of the score at 0:10.8',
    ]);
    // One Tab stop for the track: the line chosen last.
    expect(lines.map((line) => line.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole('button', { name: 'Play from bar 0' })).toBeInTheDocument();
  });

  it('moves a bar line by 10 ms with the arrow keys (100 with Shift), the notes either side in proportion, and saves it', async () => {
    let sent: SyncPoint[] = [];
    mockApi({
      [syncPath]: { recording: sync },
      [soundPath]: new Response(''),
      [`PUT ${syncPath}`]: savedMap((map) => (sent = map)),
    });
    const { user } = renderEditor();
    const barTwo = await screen.findByRole('slider', { name: 'Bar 2 at 0:04.4' });
    expect(barTwo).toHaveAttribute('aria-valuenow', '4400');
    barTwo.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(barTwo).toHaveAttribute('aria-valuenow', '4420');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(barTwo).toHaveAttribute('aria-valuenow', '4320');
    expect(barTwo).toHaveAccessibleName('Bar 2 at 0:04.3');
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    expect(
      await screen.findByText('Saved: the piece plays with this sync now.'),
    ).toBeInTheDocument();
    expect(timesOf(sent)).toEqual([
      400, 1200, 1980, 2760, 3540, 4320, 5140, 5960, 6780, 7600, 8400, 9200, 10_000, 10_800,
    ]);
    expect(screen.queryByText('Not saved yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Bar 2 at 0:04.3' })).toBeInTheDocument();
  });

  it('goes from line to line with Page Up, Page Down, Home and End, and holds a line between its neighbours', async () => {
    mockApi({ [syncPath]: { recording: sync }, [soundPath]: new Response('') });
    const { user } = renderEditor();
    const first = await screen.findByRole('slider', { name: 'Bar 0 at 0:00.4' });
    first.focus();
    await user.keyboard('{PageDown}{PageDown}');
    expect(screen.getByRole('slider', { name: 'Bar 2 at 0:04.4' })).toHaveFocus();
    expect(screen.getByRole('slider', { name: 'Bar 2 at 0:04.4' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('slider', { name: 'Bar 1 at 0:01.2' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('slider', { name: /^End of the score/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    for (let press = 0; press < 8; press += 1) await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(first).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{PageDown}');
    for (let press = 0; press < 60; press += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    // Bar 1 stops 1 ms a point before bar 2 (three points between them).
    expect(screen.getByRole('slider', { name: /^Bar 1 at/ })).toHaveAttribute(
      'aria-valuenow',
      '4396',
    );
  });

  it('drags a bar line with the pointer (mouse or touch), and a press without a move only chooses it', async () => {
    let sent: SyncPoint[] = [];
    mockApi({
      [syncPath]: { recording: sync },
      [soundPath]: new Response(''),
      [`PUT ${syncPath}`]: savedMap((map) => (sent = map)),
    });
    const { user } = renderEditor();
    // The whole 12 s recording fits the track: 15 ms a pixel, from 14 px in (bar 2 at 307 px).
    const barTwo = await screen.findByRole('slider', { name: 'Bar 2 at 0:04.4' });
    fireEvent.pointerDown(barTwo, { pointerId: 1, button: 0, clientX: 307 });
    fireEvent.pointerMove(barTwo, { pointerId: 1, clientX: 308 });
    fireEvent.pointerUp(barTwo, { pointerId: 1, clientX: 308 });
    expect(barTwo).toHaveAttribute('aria-valuenow', '4400');
    expect(barTwo).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Play from bar 2' })).toBeInTheDocument();

    fireEvent.pointerDown(barTwo, { pointerId: 2, button: 0, clientX: 307, pointerType: 'touch' });
    fireEvent.pointerMove(barTwo, { pointerId: 2, clientX: 314, pointerType: 'touch' });
    expect(barTwo).toHaveAttribute('aria-valuenow', '4500');
    fireEvent.pointerMove(barTwo, { pointerId: 2, clientX: 344, pointerType: 'touch' });
    fireEvent.pointerUp(barTwo, { pointerId: 2, clientX: 344, pointerType: 'touch' });
    expect(barTwo).toHaveAttribute('aria-valuenow', '4950');
    // Another pointer's moves after the drag move nothing.
    fireEvent.pointerMove(barTwo, { pointerId: 2, clientX: 500 });
    expect(barTwo).toHaveAttribute('aria-valuenow', '4950');

    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    await screen.findByText('Saved: the piece plays with this sync now.');
    // From where the drag began: bar 1 (1200) to bar 2 stretched, bar 2 to bar 3 (7600) squeezed.
    expect(timesOf(sent).slice(1, 10)).toEqual([
      1200, 2138, 3075, 4013, 4950, 5613, 6275, 6938, 7600,
    ]);
  });

  it('plays from the chosen line and lights the score where the edited, unsaved map says', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    mockApi({ [syncPath]: { recording: sync }, [soundPath]: new Response(new Uint8Array(8)) });
    const { user } = renderEditor();
    const lit = await screen.findByRole('status', { name: 'Lit in the score' });
    expect(lit).toHaveTextContent('0.00');
    await user.click(screen.getByRole('slider', { name: 'Bar 1 at 0:01.2' }));
    expect(lit).toHaveTextContent('1.00');
    await playWhenDecoded(user, 'Play from bar 1');
    const audio = FakeAudioContext.current;
    if (!audio) throw new Error('no audio context');
    expect(audio.startedAt).toEqual([1.2]);
    expect(screen.getByTestId('score')).toHaveAttribute('data-playing', 'true');
    audio.currentTime = 0.4;
    await waitFor(() => {
      expect(lit).toHaveTextContent('1.50');
    });
    // Bar 2 moved 400 ms earlier while it plays: 1.6 s is further into bar 1 now.
    screen.getByRole('slider', { name: 'Bar 2 at 0:04.4' }).focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await waitFor(() => {
      expect(lit).toHaveTextContent('1.57');
    });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByTestId('score')).toHaveAttribute('data-playing', 'false');
  });

  it('places bar lines by tapping T while it plays, the rest of the map moving with each', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    let sent: SyncPoint[] = [];
    mockApi({
      [syncPath]: { recording: sync },
      [soundPath]: new Response(new Uint8Array(8)),
      [`PUT ${syncPath}`]: savedMap((map) => (sent = map)),
    });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('slider', { name: 'Bar 1 at 0:01.2' }));
    await playWhenDecoded(user, 'Play from bar 1');
    const audio = FakeAudioContext.current;
    if (!audio) throw new Error('no audio context');
    await user.click(screen.getByRole('checkbox', { name: 'Tap mode (press T at each bar line)' }));
    expect(screen.getByText('Tap mode: press T at bar 2.')).toBeInTheDocument();
    act(() => {
      audio.currentTime = 3.4;
    });
    await user.keyboard('t');
    expect(screen.getByRole('slider', { name: /^Bar 2 at/ })).toHaveAttribute(
      'aria-valuenow',
      '4600',
    );
    expect(screen.getByText('Tap mode: press T at bar 3.')).toBeInTheDocument();
    act(() => {
      audio.currentTime = 6.7;
    });
    await user.keyboard('T');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    await screen.findByText('Saved: the piece plays with this sync now.');
    expect(sent.find(([, q]) => q === 5)?.[0]).toBe(4600);
    expect(sent.find(([, q]) => q === 9)?.[0]).toBe(7900);
    expect(sent.find(([, q]) => q === 13)?.[0]).toBe(11_100);
    expect(sent.find(([, q]) => q === 2)?.[0]).toBe(2050);
  });

  it('goes to the line of a bar clicked in the score', async () => {
    mockApi({ [syncPath]: { recording: sync }, [soundPath]: new Response('') });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Bar 3 in the score' }));
    await waitFor(() => {
      expect(screen.getByRole('slider', { name: 'Bar 3 at 0:07.6' })).toHaveFocus();
    });
    expect(screen.getByRole('button', { name: 'Play from bar 3' })).toBeInTheDocument();
  });

  it('shows a window of a long recording, zoomed in and out, never every line at once', async () => {
    // 20 minutes: 600 bars of four quarters, a quarter every 500 ms.
    const longPoints = Array.from({ length: 2401 }, (_, q): SyncPoint => [500 * q, q]);
    const longSync: StudioRecordingSync = {
      durationMs: 1_200_000,
      scoreEndQuarters: 2400,
      syncMap: { points: longPoints },
    };
    const longBars = Array.from({ length: 600 }, (_, bar) => ({
      label: String(bar + 1),
      quarters: bar * 4,
    }));
    mockApi({ [syncPath]: { recording: longSync }, [soundPath]: new Response('') });
    const { user } = renderWithProviders(
      <SyncScoreSlot
        value={(props) => (
          <FakeScore
            {...props}
            onBars={() => {
              props.onBars(longBars);
            }}
          />
        )}
      >
        <SyncEditor source={recordingSyncSource(productId)} />
      </SyncScoreSlot>,
    );
    await screen.findByRole('slider', { name: 'Bar 1 at 0:00.0' });
    expect(screen.getByText('Showing 0:20.0 of 20:00.0')).toBeInTheDocument();
    // The window's 20 s and half a window either side: a bar every 2 s, not all 600.
    expect(screen.getAllByRole('slider').length).toBeGreaterThan(10);
    expect(screen.getAllByRole('slider').length).toBeLessThan(20);

    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('Showing 0:40.0 of 20:00.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    // At most a minute: the widest window.
    expect(screen.getByText('Showing 1:00.0 of 20:00.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(screen.getAllByRole('slider').length).toBeLessThan(60);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Showing 0:30.0 of 20:00.0')).toBeInTheDocument();
    screen.getByRole('slider', { name: 'Bar 1 at 0:00.0' }).focus();
    await user.keyboard('{End}');
    const end = screen.getByRole('slider', { name: 'End of the score at 20:00.0' });
    expect(end).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('slider', { name: 'Bar 600 at 19:58.0' })).toHaveFocus();
    expect(screen.queryByRole('slider', { name: 'Bar 300 at 9:58.0' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('slider').length).toBeLessThan(60);
    for (let press = 0; press < 10; press += 1) await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider', { name: /^Bar 600 at/ })).toHaveAttribute(
      'aria-valuenow',
      '1198100',
    );
  });

  it('marks every point of the map when there is no score to take the bars from', async () => {
    mockApi({ [syncPath]: { recording: sync }, [soundPath]: new Response('') });
    const { user } = renderEditor(false);
    const lines = await screen.findAllByRole('slider');
    expect(lines).toHaveLength(14);
    const second = screen.getByRole('slider', { name: 'Point 2 at 0:01.2' });
    second.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(second).toHaveAttribute('aria-valuenow', '1300');
    expect(screen.getByRole('slider', { name: 'Point 3 at 0:02.0' })).toHaveAttribute(
      'aria-valuenow',
      '2000',
    );
  });

  it("shows the server's refusal of a map", async () => {
    mockApi({
      [syncPath]: { recording: sync },
      [soundPath]: new Response(''),
      [`PUT ${syncPath}`]: apiError(400, "the last point must be at the score's end (quarter 13)"),
    });
    const { user } = renderEditor();
    await screen.findByRole('slider', { name: 'Bar 0 at 0:00.4' });
    await user.click(screen.getByRole('button', { name: 'Save the sync' }));
    expect(
      await screen.findByText("the last point must be at the score's end (quarter 13)"),
    ).toBeInTheDocument();
  });
});
