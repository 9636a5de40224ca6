import { describe, expect, it } from 'vitest';
import { pitchName, readKeyChange } from './midi-message';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('reading MIDI messages', () => {
  it('reads key down and key up on any channel, a note-on at velocity 0 being a key up', () => {
    expect(readKeyChange(bytes(0x90, 60, 100))).toEqual({ isDown: true, pitch: 60 });
    expect(readKeyChange(bytes(0x9f, 21, 1))).toEqual({ isDown: true, pitch: 21 });
    expect(readKeyChange(bytes(0x80, 60, 64))).toEqual({ isDown: false, pitch: 60 });
    expect(readKeyChange(bytes(0x93, 72, 0))).toEqual({ isDown: false, pitch: 72 });
  });

  it('ignores pedals, controllers, clock and short messages', () => {
    expect(readKeyChange(bytes(0xb0, 64, 127))).toBeNull();
    expect(readKeyChange(bytes(0xf8))).toBeNull();
    expect(readKeyChange(bytes(0x90, 60))).toBeNull();
    expect(readKeyChange(null)).toBeNull();
  });

  it('names keys with their octave, middle C being C4, black keys as the key signature spells them', () => {
    expect(pitchName(60, { isFlatKey: false })).toBe('C4');
    expect(pitchName(21, { isFlatKey: false })).toBe('A0');
    expect(pitchName(66, { isFlatKey: false })).toBe('F♯4');
    expect(pitchName(70, { isFlatKey: true })).toBe('B♭4');
  });
});
