import type { ScoreEvent } from '../model/score-model.js';
import {
  beatGroupTicks,
  durationTicks,
  type NoteType,
  type TimeSignature,
} from '../theory/durations.js';

export type BeamValue = 'begin' | 'continue' | 'end' | 'forward hook' | 'backward hook';

export interface Beam {
  level: number;
  value: BeamValue;
}

const BEAM_LEVELS: Partial<Record<NoteType, number>> = { eighth: 1, '16th': 2, '32nd': 3 };

/**
 * Beams eighths and shorter notes within each beat (each dotted quarter in compound time),
 * the plainest grouping that always reads correctly. `offset` is where the measure's first
 * event falls in a full bar (non-zero for an upbeat).
 */
export function computeBeams(
  events: readonly ScoreEvent[],
  time: TimeSignature,
  offset = 0,
): Beam[][] {
  const beams: Beam[][] = events.map(() => []);
  const groupLength = beatGroupTicks(time);
  let onset = offset;
  let group: number[] = [];
  let groupIndex = -1;
  const flush = () => {
    if (group.length >= 2) addGroupBeams(group, events, beams);
    group = [];
  };
  events.forEach((event, index) => {
    const length = durationTicks(event.duration);
    const level = event.kind === 'note' ? (BEAM_LEVELS[event.duration.type] ?? 0) : 0;
    const window = Math.floor(onset / groupLength);
    const endsInWindow = Math.floor((onset + length - 1) / groupLength) === window;
    if (level === 0 || !endsInWindow || window !== groupIndex) flush();
    if (level > 0 && endsInWindow) {
      group.push(index);
      groupIndex = window;
    }
    onset += length;
  });
  flush();
  return beams;
}

function levelOf(event: ScoreEvent | undefined): number {
  if (!event || event.kind !== 'note') return 0;
  return BEAM_LEVELS[event.duration.type] ?? 0;
}

function addGroupBeams(group: number[], events: readonly ScoreEvent[], beams: Beam[][]): void {
  const maxLevel = Math.max(...group.map((index) => levelOf(events[index])));
  for (let level = 1; level <= maxLevel; level += 1) {
    group.forEach((eventIndex, position) => {
      if (levelOf(events[eventIndex]) < level) return;
      const previous = position > 0 && levelOf(events[group[position - 1] ?? -1]) >= level;
      const next =
        position < group.length - 1 && levelOf(events[group[position + 1] ?? -1]) >= level;
      const value = beamValue({ previous, next, level, position, groupLength: group.length });
      beams[eventIndex]?.push({ level, value });
    });
  }
}

function beamValue(options: {
  previous: boolean;
  next: boolean;
  level: number;
  position: number;
  groupLength: number;
}): BeamValue {
  if (options.previous && options.next) return 'continue';
  if (options.next) return 'begin';
  if (options.previous) return 'end';
  // A lone shorter note inside a beamed group gets a hook pointing into the group.
  return options.position === 0 ? 'forward hook' : 'backward hook';
}
