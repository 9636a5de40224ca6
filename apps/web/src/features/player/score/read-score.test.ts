// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test (never bundled) takes the project's generated long score
import { longPianoScore } from '@cadenza/music/testing';
import type { TimemapEntry, VerovioToolkit } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit as Toolkit } from 'verovio/esm';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureIndexOfLabel, rangeEndOfLabel } from '../timeline/bar-numbers';
import { buildTimeline } from '../timeline/score-timeline';
import { readScore } from './read-score';

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new Toolkit(await createVerovioModule());
});

/** The worker's page options at a narrow viewer, so a short score spans several pages. */
function load(score: string): void {
  toolkit.setOptions({
    scale: 40,
    pageWidth: 1500,
    pageHeight: 2000,
    adjustPageHeight: true,
    breaks: 'auto',
    footer: 'none',
  });
  expect(toolkit.loadData(score)).toBeTruthy();
}

const noteIds = (timemap: readonly TimemapEntry[]) => timemap.flatMap((entry) => entry.on ?? []);

describe('reading a loaded score for the player', () => {
  it('gives each note the pitch and each bar the page Verovio gives them one by one', () => {
    load(longPianoScore({ notes: 400 }));
    const reading = readScore(toolkit);
    expect(reading.pageCount).toBeGreaterThan(1);
    toolkit.renderToMIDI();
    const ids = noteIds(reading.timemap);
    expect(ids.length).toBe(402);
    for (const id of ids) {
      const { pitch } = toolkit.getMIDIValuesForElement(id) as { pitch: number };
      expect(reading.pitches[id], id).toBe(pitch);
    }
    const measureIds = reading.timemap.flatMap((entry) => entry.measureOn ?? []);
    expect(measureIds.length).toBe(51);
    for (const id of measureIds)
      expect(reading.measurePages[id], id).toBe(toolkit.getPageWithElement(id));
  });

  it('numbers bars as printed: a pickup is 0, the first full bar 1, and a loop from 2 to 3 selects those', () => {
    load(longPianoScore({ notes: 66 }));
    const reading = readScore(toolkit);
    const timeline = buildTimeline(reading);
    expect(timeline.measures.map((measure) => measure.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const from = measureIndexOfLabel(timeline.measures, '2');
    const to = rangeEndOfLabel(timeline.measures, '3', from ?? 0);
    expect([from, to]).toEqual([2, 3]);
    // Bar 2 starts after the one-beat pickup and bar 1: five beats in, at 4 quarters a bar.
    expect(timeline.measures[from ?? -1]?.startQ).toBe(5);
    expect(timeline.measures[to ?? -1]?.endQ).toBe(13);
    expect(measureIndexOfLabel(timeline.measures, '9')).toBeUndefined();
  });

  it('reads a 25,000-note score with a fixed number of calls to Verovio, none per note or bar', () => {
    load(longPianoScore({ notes: 25_000 }));
    const calls = new Map<string, number>();
    const counting = new Proxy(toolkit, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.set(String(name), (calls.get(String(name)) ?? 0) + 1);
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const reading = readScore(counting);
    expect(Object.fromEntries(calls)).toEqual({ renderToTimemap: 1, getMEI: 1 });
    const ids = noteIds(reading.timemap);
    expect(ids.length).toBe(25_002);
    expect(ids.every((id) => typeof reading.pitches[id] === 'number')).toBe(true);
    const measureIds = reading.timemap.flatMap((entry) => entry.measureOn ?? []);
    expect(measureIds.at(-1) && reading.measurePages[measureIds.at(-1) ?? '']).toBe(
      reading.pageCount,
    );
  }, 180_000);
});
