import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MidiNavigator } from './midi-keyboards';
import type { WaitFollow } from './use-wait-mode';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { twoHandTimeline } from './wait-fixture';
import { WaitModePanel } from './wait-mode-panel';

class FakeInput extends EventTarget {
  readonly id = 'piano';
  readonly name = 'Stage Piano';
  readonly state = 'connected';
  atMs = 0;
  key(pitch: number, isDown = true) {
    const event = new Event('midimessage');
    this.atMs += 1000;
    Object.defineProperty(event, 'timeStamp', { value: this.atMs });
    Object.assign(event, { data: new Uint8Array([isDown ? 0x90 : 0x80, pitch, 80]) });
    act(() => {
      this.dispatchEvent(event);
    });
  }
}

function midiWith(inputs: FakeInput[]): MidiNavigator {
  const access = Object.assign(new EventTarget(), {
    inputs: new Map(inputs.map((input) => [input.id, input])),
  });
  return { requestMIDIAccess: () => Promise.resolve(access as unknown as MIDIAccess) };
}

/** The panel over a drawn page holding the fixture's notes, the player at `position`. */
function renderPanel(midiNavigator: MidiNavigator, timeline = twoHandTimeline()) {
  const player = { positionMs: 0, follow: null as WaitFollow | null };
  const seek = vi.fn((ms: number) => {
    player.positionMs = ms;
  });
  const container = createRef<HTMLDivElement>();
  render(
    <>
      <div ref={container}>
        <svg>
          {timeline.notes.map((note) => (
            <g key={note.id} id={note.id} className="note" />
          ))}
        </svg>
      </div>
      <WaitModePanel
        timeline={timeline}
        meter={{ count: 4, unit: 4 }}
        transpose={0}
        isFlatKey={false}
        positionMs={() => player.positionMs}
        seek={seek}
        isPlaying={false}
        onPause={vi.fn()}
        container={container}
        pageVersion={0}
        onFollow={(follow) => {
          player.follow = follow;
        }}
        midiNavigator={midiNavigator}
      />
    </>,
  );
  const wrongIds = () =>
    [...(container.current?.querySelectorAll('.is-wrong') ?? [])].map((element) => element.id);
  return { player, seek, wrongIds };
}

describe('the wait mode panel', () => {
  it('says why it cannot listen where the browser has no Web MIDI, and offers no Start', () => {
    renderPanel({});
    expect(screen.getByTestId('midi-status')).toHaveTextContent(
      'Wait mode needs a MIDI keyboard, and this browser cannot use one (it has no Web MIDI).',
    );
    expect(screen.queryByRole('button', { name: 'Start waiting' })).not.toBeInTheDocument();
  });

  it('says MIDI was refused and asks again on Try again', async () => {
    const granted = midiWith([new FakeInput()]);
    const requestMIDIAccess = vi
      .fn<() => Promise<MIDIAccess>>()
      .mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
      .mockImplementationOnce(() => granted.requestMIDIAccess!());
    renderPanel({ requestMIDIAccess });
    expect(await screen.findByText(/MIDI devices are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start waiting' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('MIDI keyboard: Stage Piano')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start waiting' })).toBeInTheDocument();
  });

  it('says when no keyboard is connected', async () => {
    renderPanel(midiWith([]));
    expect(await screen.findByText(/No MIDI keyboard is connected/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start waiting' })).not.toBeInTheDocument();
  });

  it('waits at every note of a score whose staves are unknown (no parts to choose)', async () => {
    renderPanel(midiWith([new FakeInput()]), fourBarTimeline());
    await screen.findByText('MIDI keyboard: Stage Piano');
    expect(screen.queryByRole('group', { name: 'Parts you play' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start waiting' }));
    expect(screen.getByTestId('wait-awaited')).toHaveTextContent('Bar 1: play C4');
  });

  it('waits at each chord of the hand chosen, marks wrong notes and reports the tempo reached', async () => {
    const piano = new FakeInput();
    const { player, seek, wrongIds } = renderPanel(midiWith([piano]));
    await screen.findByText('MIDI keyboard: Stage Piano');
    // The left hand only.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Right hand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start waiting' }));
    const awaited = screen.getByTestId('wait-awaited');
    expect(awaited).toHaveTextContent('Bar 1: play C3');
    expect(player.follow?.litNoteIds(player.positionMs)).toEqual(['l1']);

    piano.key(50);
    expect(screen.getByTestId('wait-wrong')).toHaveTextContent('Wrong note: D3');
    expect(wrongIds()).toEqual(['l1']);
    piano.key(50, false);
    piano.key(48);
    // On to bar 2: the player's position moves there, so the highlight and page follow.
    expect(seek).toHaveBeenLastCalledWith(2000);
    expect(awaited).toHaveTextContent('Bar 2: play C3');
    expect(player.follow?.litNoteIds(player.positionMs)).toEqual(['l2']);
    expect(screen.getByTestId('wait-wrong')).toBeEmptyDOMElement();
    // Bar 2's C3 is struck again (let go first, as a keyboard does).
    piano.key(48, false);
    expect(awaited).toHaveTextContent('Bar 2: play C3');
    piano.key(48);
    expect(awaited).toHaveTextContent('Bar 2: play G2');
    piano.key(43);
    expect(awaited).toHaveTextContent('You have played to the end.');
    expect(player.follow?.litNoteIds(player.positionMs)).toEqual([]);
    // Chords played at 3, 5 and 6 s (the fake keyboard's clock): four crotchets in 2 s, then
    // two in 1 s, the score's own tempo.
    expect(screen.getByTestId('wait-report')).toHaveTextContent(
      '3 chords played, 1 wrong note. Tempo reached: 120 beats a minute (6 beats in 3 s), 100% of the score’s 120',
    );
    expect(wrongIds()).toEqual(['l1']);

    // Started again at the end: from the top, a new run, the marks cleared.
    await userEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(player.follow).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start waiting' }));
    expect(awaited).toHaveTextContent('Bar 1: play C3');
    expect(seek).toHaveBeenLastCalledWith(0);
    expect(screen.getByTestId('wait-report')).toHaveTextContent('0 chords played, 0 wrong notes.');
    expect(wrongIds()).toEqual([]);
  });
});
