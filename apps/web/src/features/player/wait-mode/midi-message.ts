/** A key of the MIDI keyboard going down or coming up. */
export interface KeyChange {
  isDown: boolean;
  /** MIDI note number (60: middle C). */
  pitch: number;
}

const NOTE_OFF = 0x80;
const NOTE_ON = 0x90;

/**
 * The key a MIDI message is about, on any channel: note-on with a velocity is a key down;
 * note-off, or note-on with velocity 0 (how many keyboards send a release), a key up.
 * Anything else (pedals, controllers, clock) is null.
 */
export function readKeyChange(data: Uint8Array | null): KeyChange | null {
  if (!data || data.length < 3) return null;
  const command = (data[0] ?? 0) & 0xf0;
  const pitch = data[1] ?? 0;
  const velocity = data[2] ?? 0;
  if (command === NOTE_ON && velocity > 0) return { isDown: true, pitch };
  if (command === NOTE_OFF || command === NOTE_ON) return { isDown: false, pitch };
  return null;
}

const SHARP_NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'];
const FLAT_NAMES = ['C', 'D♭', 'D', 'E♭', 'E', 'F', 'G♭', 'G', 'A♭', 'A', 'B♭', 'B'];

/** A key's name with its octave, middle C being C4; black keys as sharps, or flats in flat keys. */
export function pitchName(pitch: number, options: { isFlatKey: boolean }): string {
  const names = options.isFlatKey ? FLAT_NAMES : SHARP_NAMES;
  const octave = Math.floor(pitch / 12) - 1;
  return `${names[((pitch % 12) + 12) % 12] ?? ''}${String(octave)}`;
}
