import type { TimelineMeasure } from './score-timeline';

/**
 * The first bar printed with a bar number (a repeat plays its bars again under the same
 * numbers), or undefined when the score prints no such number.
 */
export function measureIndexOfLabel(
  measures: readonly TimelineMeasure[],
  label: string,
): number | undefined {
  const wanted = label.trim();
  const index = measures.findIndex((measure) => measure.label === wanted);
  return index < 0 ? undefined : index;
}

/**
 * The last bar of a range from bar index `rangeStart` to the printed number `label`: the first
 * bar with that number from the start on, through any bar right after it printed with the same
 * number (a bar split at a repeat sign). Undefined when none follows the start.
 */
export function rangeEndOfLabel(
  measures: readonly TimelineMeasure[],
  label: string,
  rangeStart: number,
): number | undefined {
  const wanted = label.trim();
  let index = measures.findIndex((measure, at) => at >= rangeStart && measure.label === wanted);
  if (index < 0) return undefined;
  while (measures[index + 1]?.label === wanted) index += 1;
  return index;
}
