import { midiNumber } from '../theory/pitch.js';
import { splitIntoMeasures } from './events.js';
import type { Clef, Part, PartMeasure, ScoreEvent, StaffMeasure } from './score-model.js';

export interface StaffStream {
  clef: Clef;
  /** Each voice as one continuous stream of events. */
  voices: ScoreEvent[][];
}

export interface PartLayout {
  measureLength: number;
  pickup?: number;
  /** Change clef per measure when a hand moves far from its staff (long scales, arpeggios). */
  autoClef?: boolean;
}

export function pianoPart(right: StaffStream, left: StaffStream, layout: PartLayout): Part {
  return buildPart({
    id: 'P-piano',
    name: 'Piano',
    abbreviation: 'Pno.',
    midiProgram: 1,
    staves: [right, left],
    layout,
  });
}

export function singerPart(stream: StaffStream, name: string, layout: PartLayout): Part {
  return buildPart({
    id: 'P-voice',
    name,
    abbreviation: 'V.',
    midiProgram: 53,
    staves: [stream],
    layout,
  });
}

function buildPart(options: {
  id: string;
  name: string;
  abbreviation: string;
  midiProgram: number;
  staves: StaffStream[];
  layout: PartLayout;
}): Part {
  const { layout } = options;
  const perStaff = options.staves.map((staff) =>
    staff.voices.map((voice) => splitIntoMeasures(voice, layout.measureLength, layout.pickup ?? 0)),
  );
  const measureCount = perStaff[0]?.[0]?.length ?? 0;
  const currentClefs = options.staves.map((staff) => staff.clef);
  const measures: PartMeasure[] = Array.from({ length: measureCount }, (_, measureIndex) => ({
    staves: perStaff.map((voices, staffIndex): StaffMeasure => {
      const staffVoices = voices.map((measures) => {
        const events = measures[measureIndex];
        if (!events) throw new Error(`${options.name}: voices of a staff differ in length`);
        return events;
      });
      const staffMeasure: StaffMeasure = { voices: staffVoices };
      if (layout.autoClef) {
        const current = currentClefs[staffIndex] ?? 'treble';
        const chosen = chooseClef(current, staffVoices);
        if (chosen !== current) {
          currentClefs[staffIndex] = chosen;
          if (measureIndex > 0) staffMeasure.clef = chosen;
        }
      }
      return staffMeasure;
    }),
  }));
  const clefs = options.staves.map((staff, index) =>
    layout.autoClef ? firstClef(measures, index, staff.clef) : staff.clef,
  );
  return {
    id: options.id,
    name: options.name,
    abbreviation: options.abbreviation,
    midiProgram: options.midiProgram,
    clefs,
    measures,
  };
}

/** The opening clef when automatic clefs chose differently for the first measure. */
function firstClef(measures: PartMeasure[], staffIndex: number, fallback: Clef): Clef {
  const voices = measures[0]?.staves[staffIndex]?.voices ?? [];
  return chooseClef(fallback, voices);
}

/** Switches only when a measure sits clearly on the other side of middle C (hysteresis). */
function chooseClef(current: Clef, voices: ScoreEvent[][]): Clef {
  const pitches = voices
    .flat()
    .flatMap((event) => (event.kind === 'note' ? event.pitches.map(midiNumber) : []));
  if (pitches.length === 0) return current;
  const average = pitches.reduce((sum, value) => sum + value, 0) / pitches.length;
  if (current === 'bass' && average > 64) return 'treble';
  if (current === 'treble' && average < 56) return 'bass';
  return current;
}
