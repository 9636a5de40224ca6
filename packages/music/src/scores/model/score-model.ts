import type { Duration, NoteType, TimeSignature } from '../theory/durations.js';
import type { Mode } from '../theory/keys.js';
import type { Pitch } from '../theory/pitch.js';

/** The small internal score model every generator and hand-written piece produces. */
export type Clef = 'treble' | 'bass' | 'treble-8vb';

export type Dynamic = 'pp' | 'p' | 'mp' | 'mf' | 'f' | 'ff';

export type Syllabic = 'single' | 'begin' | 'middle' | 'end';

export interface Lyric {
  text: string;
  syllabic: Syllabic;
  /** A melisma follows: the syllable is held over the next notes. */
  extend?: boolean;
}

export interface NoteMarks {
  tieStart?: boolean;
  tieStop?: boolean;
  slurStart?: boolean;
  slurStop?: boolean;
  tupletStart?: boolean;
  tupletStop?: boolean;
  staccato?: boolean;
  accent?: boolean;
  fermata?: boolean;
  dynamic?: Dynamic;
  /** Hairpins that start or end at this note, in order (a stop may precede a new start). */
  wedges?: ('crescendo' | 'diminuendo' | 'stop')[];
  lyric?: Lyric;
}

export interface NoteEvent extends NoteMarks {
  kind: 'note';
  /** One pitch, or several for a chord. */
  pitches: Pitch[];
  duration: Duration;
}

export interface RestEvent {
  kind: 'rest';
  duration: Duration;
  dynamic?: Dynamic;
  fermata?: boolean;
}

export type ScoreEvent = NoteEvent | RestEvent;

/** One staff in one measure: one or more voices, each filling the whole measure. */
export interface StaffMeasure {
  voices: ScoreEvent[][];
  /** A clef change that starts this measure. */
  clef?: Clef;
}

export interface PartMeasure {
  staves: StaffMeasure[];
}

export interface Part {
  id: string;
  name: string;
  abbreviation: string;
  /** General MIDI program, 1-based (1 piano, 53 choir aahs). */
  midiProgram: number;
  clefs: Clef[];
  measures: PartMeasure[];
}

export interface Tempo {
  bpm: number;
  beatUnit: NoteType;
  dotted?: boolean;
  text?: string;
}

export interface Score {
  title: string;
  subtitle?: string | null;
  composer: string | null;
  lyricist: string | null;
  arranger: string | null;
  key: { fifths: number; mode: Mode };
  time: TimeSignature;
  tempo: Tempo;
  /** Length of an opening upbeat in ticks; 0 when the piece starts on a downbeat. */
  pickupTicks: number;
  parts: Part[];
}
