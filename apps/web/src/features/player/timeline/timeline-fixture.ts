import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { buildTimeline } from './score-timeline';

/**
 * Four bars of 4/4 at 120 crotchets a minute (500 ms a beat), a crotchet on every beat and a
 * held bass note through each bar; bars 1-2 are on page 1 and bars 3-4 on page 2.
 */
export function fourBarTimeline() {
  const timemap: TimemapEntry[] = [];
  for (let beat = 0; beat <= 16; beat += 1) {
    const entry: TimemapEntry = { tstamp: beat * 500, qstamp: beat };
    if (beat > 0)
      entry.off = [`n${String(beat - 1)}`, ...(beat % 4 === 0 ? [`b${String(beat / 4 - 1)}`] : [])];
    if (beat < 16)
      entry.on = [`n${String(beat)}`, ...(beat % 4 === 0 ? [`b${String(beat / 4)}`] : [])];
    if (beat % 4 === 0 && beat < 16) entry.measureOn = `m${String(beat / 4)}`;
    if (beat === 0) entry.tempo = 120;
    timemap.push(entry);
  }
  const pitches = Object.fromEntries(
    Array.from({ length: 16 }, (_, index) => [`n${String(index)}`, 60 + index]),
  );
  return buildTimeline({ timemap, pitches, measurePages: { m0: 1, m1: 1, m2: 2, m3: 2 } });
}
