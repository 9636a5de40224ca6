import { useEffect, useRef, useState } from 'react';
import { connectMidiKeyboards, type MidiNavigator, type MidiStatus } from './midi-keyboards';
import type { KeyChange } from './midi-message';

/**
 * The MIDI keyboards, while the component using this is mounted: their status, every key down
 * or up given to `onKey`, and `retry` to ask the browser again (after a refusal was lifted).
 */
export function useMidiKeyboard(
  onKey: (change: KeyChange, atMs: number) => void,
  midiNavigator: MidiNavigator = navigator,
): { status: MidiStatus; retry: () => void } {
  const [status, setStatus] = useState<MidiStatus>({ kind: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  }, [onKey]);
  useEffect(
    () =>
      connectMidiKeyboards({
        navigator: midiNavigator,
        onStatus: setStatus,
        onKey: (change, atMs) => {
          onKeyRef.current(change, atMs);
        },
      }),
    [midiNavigator, attempt],
  );
  return {
    status,
    retry: () => {
      setAttempt((count) => count + 1);
    },
  };
}
