import type { StaffMeasure } from '../model/score-model.js';
import { signatureAlter } from '../theory/keys.js';
import type { Pitch } from '../theory/pitch.js';
import { durationTicks } from '../theory/durations.js';

export type AccidentalName = 'sharp' | 'flat' | 'natural' | 'double-sharp' | 'flat-flat';

const ACCIDENTAL_BY_ALTER: Record<number, AccidentalName> = {
  [-2]: 'flat-flat',
  [-1]: 'flat',
  0: 'natural',
  1: 'sharp',
  2: 'double-sharp',
};

/** accidentals[voice][event][pitch]: the sign to print, or null when the signature says it. */
export type AccidentalTable = (AccidentalName | null)[][][];

interface Sounding {
  onset: number;
  voice: number;
  event: number;
  pitch: number;
  value: Pitch;
  isTiedOver: boolean;
}

/**
 * Works out which notes need a printed accidental in one staff of one measure: an
 * alteration lasts until the barline and applies to its line or space in every voice,
 * so notes are visited in time order across voices.
 */
export function computeAccidentals(staff: StaffMeasure, fifths: number): AccidentalTable {
  const table: AccidentalTable = staff.voices.map((events) =>
    events.map((event) => (event.kind === 'note' ? event.pitches.map(() => null) : [])),
  );
  const soundings: Sounding[] = [];
  staff.voices.forEach((events, voice) => {
    let onset = 0;
    events.forEach((event, eventIndex) => {
      if (event.kind === 'note') {
        event.pitches.forEach((value, pitch) => {
          soundings.push({
            onset,
            voice,
            event: eventIndex,
            pitch,
            value,
            isTiedOver: event.tieStop === true,
          });
        });
      }
      onset += durationTicks(event.duration);
    });
  });
  soundings.sort((a, b) => a.onset - b.onset || a.voice - b.voice || a.pitch - b.pitch);
  const inForce = new Map<string, number>();
  for (const sounding of soundings) {
    const position = `${sounding.value.step}${sounding.value.octave}`;
    const current = inForce.get(position) ?? signatureAlter(fifths, sounding.value.step);
    // A note tied over the barline keeps its sign unprinted, as engravers do.
    if (sounding.isTiedOver) continue;
    if (current !== sounding.value.alter) {
      const row = table[sounding.voice]?.[sounding.event];
      if (row) row[sounding.pitch] = ACCIDENTAL_BY_ALTER[sounding.value.alter] ?? null;
      inForce.set(position, sounding.value.alter);
    }
  }
  return table;
}
