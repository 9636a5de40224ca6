import { describe, expect, it, vi } from 'vitest';
import { connectMidiKeyboards, type MidiNavigator, type MidiStatus } from './midi-keyboards';

/** A MIDI input whose messages the test sends. */
class FakeInput extends EventTarget {
  readonly type = 'input';
  state: 'connected' | 'disconnected' = 'connected';
  constructor(
    readonly id: string,
    readonly name: string,
  ) {
    super();
  }
  send(data: number[]) {
    const event = new Event('midimessage');
    Object.assign(event, { data: new Uint8Array(data) });
    this.dispatchEvent(event);
  }
}

class FakeAccess extends EventTarget {
  readonly inputs = new Map<string, FakeInput>();
  plugIn(input: FakeInput) {
    this.inputs.set(input.id, input);
    this.dispatchEvent(new Event('statechange'));
  }
  unplug(id: string) {
    const input = this.inputs.get(id);
    if (input) input.state = 'disconnected';
    this.inputs.delete(id);
    this.dispatchEvent(new Event('statechange'));
  }
}

function connect(midiNavigator: MidiNavigator) {
  const statuses: MidiStatus[] = [];
  const keys: string[] = [];
  const stop = connectMidiKeyboards({
    navigator: midiNavigator,
    onStatus: (status) => statuses.push(status),
    onKey: (change) => keys.push(`${change.isDown ? 'down' : 'up'} ${String(change.pitch)}`),
  });
  return { statuses, keys, stop, last: () => statuses.at(-1) };
}

const granting = (access: FakeAccess): MidiNavigator => ({
  requestMIDIAccess: () => Promise.resolve(access as unknown as MIDIAccess),
});

describe('connecting to MIDI keyboards', () => {
  it('says so when the browser has no Web MIDI', () => {
    expect(connect({}).last()).toEqual({ kind: 'unsupported' });
  });

  it('says so when MIDI is refused, and when it fails otherwise', async () => {
    const refused = connect({
      requestMIDIAccess: () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    expect(refused.last()).toEqual({ kind: 'connecting' });
    await vi.waitFor(() => {
      expect(refused.last()).toEqual({ kind: 'denied' });
    });
    const failed = connect({
      requestMIDIAccess: () => Promise.reject(new DOMException('No service', 'AbortError')),
    });
    await vi.waitFor(() => {
      expect(failed.last()).toEqual({ kind: 'failed', reason: 'No service' });
    });
  });

  it('says when no keyboard is connected, finds one when it is plugged in and lets it go when unplugged', async () => {
    const access = new FakeAccess();
    const midi = connect(granting(access));
    await vi.waitFor(() => {
      expect(midi.last()).toEqual({ kind: 'no-input' });
    });
    const piano = new FakeInput('1', 'Stage Piano');
    access.plugIn(piano);
    expect(midi.last()).toEqual({ kind: 'ready', inputNames: ['Stage Piano'] });
    piano.send([0x90, 60, 90]);
    piano.send([0xb0, 64, 127]);
    piano.send([0x80, 60, 0]);
    expect(midi.keys).toEqual(['down 60', 'up 60']);
    access.unplug('1');
    expect(midi.last()).toEqual({ kind: 'no-input' });
    piano.send([0x90, 62, 90]);
    expect(midi.keys).toEqual(['down 60', 'up 60']);
  });

  it('listens to every keyboard connected, and to none once stopped', async () => {
    const access = new FakeAccess();
    const first = new FakeInput('a', 'Left keyboard');
    const second = new FakeInput('b', 'Right keyboard');
    access.inputs.set('a', first);
    access.inputs.set('b', second);
    const midi = connect(granting(access));
    await vi.waitFor(() => {
      expect(midi.last()).toEqual({
        kind: 'ready',
        inputNames: ['Left keyboard', 'Right keyboard'],
      });
    });
    first.send([0x90, 48, 80]);
    second.send([0x90, 72, 80]);
    midi.stop();
    first.send([0x90, 50, 80]);
    expect(midi.keys).toEqual(['down 48', 'down 72']);
  });
});
