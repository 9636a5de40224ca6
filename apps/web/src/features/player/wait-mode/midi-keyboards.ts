import { readKeyChange, type KeyChange } from './midi-message';

/** Where the browser's MIDI stands, each case said plainly in the wait mode panel. */
export type MidiStatus =
  /** Asked for; the browser may be asking the user. */
  | { kind: 'connecting' }
  /** No Web MIDI in this browser (or not on an insecure page). */
  | { kind: 'unsupported' }
  /** The user or the browser's settings refused MIDI devices to this site. */
  | { kind: 'denied' }
  | { kind: 'failed'; reason: string }
  /** MIDI works, but no input device is connected. */
  | { kind: 'no-input' }
  | { kind: 'ready'; inputNames: string[] };

/** The part of `navigator` used here, so tests can give their own. */
export interface MidiNavigator {
  requestMIDIAccess?: (options?: MIDIOptions) => Promise<MIDIAccess>;
}

/** A refusal (the user's, or the site's settings), as Chromium and Firefox reject. */
const isRefusal = (reason: unknown) =>
  reason instanceof Error && ['NotAllowedError', 'SecurityError'].includes(reason.name);

/**
 * Asks for Web MIDI and listens to every connected input (a keyboard is found when it is
 * plugged in, and let go when it is unplugged). Reports the status as it changes and each key
 * down or up with the event's time (ms on the page's clock). Returns the function that stops.
 */
export function connectMidiKeyboards(options: {
  navigator: MidiNavigator;
  onStatus: (status: MidiStatus) => void;
  onKey: (change: KeyChange, atMs: number) => void;
}): () => void {
  const { navigator, onStatus, onKey } = options;
  if (typeof navigator.requestMIDIAccess !== 'function') {
    onStatus({ kind: 'unsupported' });
    return () => undefined;
  }
  let isStopped = false;
  let access: MIDIAccess | null = null;
  const listening = new Map<string, MIDIInput>();
  const onMessage = (event: Event) => {
    const change = readKeyChange((event as MIDIMessageEvent).data);
    if (change) onKey(change, event.timeStamp || performance.now());
  };
  const listen = () => {
    if (!access) return;
    const connected = new Map<string, MIDIInput>();
    access.inputs.forEach((input) => {
      if (input.state !== 'disconnected') connected.set(input.id, input);
    });
    for (const [id, input] of listening)
      if (connected.get(id) !== input) {
        input.removeEventListener('midimessage', onMessage);
        listening.delete(id);
      }
    for (const [id, input] of connected)
      if (!listening.has(id)) {
        // Adding the listener opens the port.
        input.addEventListener('midimessage', onMessage);
        listening.set(id, input);
      }
    const inputNames = [...listening.values()].map((input) => input.name || 'MIDI keyboard');
    onStatus(inputNames.length ? { kind: 'ready', inputNames } : { kind: 'no-input' });
  };

  onStatus({ kind: 'connecting' });
  navigator.requestMIDIAccess().then(
    (granted) => {
      if (isStopped) return;
      access = granted;
      access.addEventListener('statechange', listen);
      listen();
    },
    (reason: unknown) => {
      if (isStopped) return;
      onStatus(
        isRefusal(reason)
          ? { kind: 'denied' }
          : { kind: 'failed', reason: reason instanceof Error ? reason.message : String(reason) },
      );
    },
  );
  return () => {
    isStopped = true;
    access?.removeEventListener('statechange', listen);
    for (const input of listening.values()) input.removeEventListener('midimessage', onMessage);
    listening.clear();
  };
}
