export type VoiceType = 'soprano' | 'mezzo-soprano' | 'alto' | 'tenor' | 'baritone' | 'bass';

export interface MidiRange {
  low: number;
  high: number;
}

export interface VoiceRange {
  /** The whole usable range of a trained voice. */
  full: MidiRange;
  /** Where an untrained or warming-up voice sits comfortably. */
  comfortable: MidiRange;
  clef: 'treble' | 'treble-8vb' | 'bass';
  label: string;
}

/** MIDI numbers: C4 = 60. Ranges follow the usual choral and teaching references. */
export const VOICE_RANGES: Record<VoiceType, VoiceRange> = {
  soprano: {
    full: { low: 60, high: 84 },
    comfortable: { low: 62, high: 79 },
    clef: 'treble',
    label: 'soprano',
  },
  'mezzo-soprano': {
    full: { low: 57, high: 81 },
    comfortable: { low: 59, high: 76 },
    clef: 'treble',
    label: 'mezzo-soprano',
  },
  alto: {
    full: { low: 53, high: 77 },
    comfortable: { low: 55, high: 72 },
    clef: 'treble',
    label: 'alto',
  },
  tenor: {
    full: { low: 48, high: 72 },
    comfortable: { low: 50, high: 67 },
    clef: 'treble-8vb',
    label: 'tenor',
  },
  baritone: {
    full: { low: 43, high: 67 },
    comfortable: { low: 45, high: 62 },
    clef: 'bass',
    label: 'baritone',
  },
  bass: {
    full: { low: 40, high: 64 },
    comfortable: { low: 41, high: 58 },
    clef: 'bass',
    label: 'bass',
  },
};

export const VOICE_TYPES: readonly VoiceType[] = [
  'soprano',
  'mezzo-soprano',
  'alto',
  'tenor',
  'baritone',
  'bass',
];

/** The 88-key piano, A0 to C8. */
export const PIANO_RANGE: MidiRange = { low: 21, high: 108 };
