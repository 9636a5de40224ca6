// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test (never bundled) takes the project's generated long score
import { longPianoScore } from '@cadenza/music/testing';
import type { VerovioToolkit } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit as Toolkit } from 'verovio/esm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTimeline } from '../timeline/score-timeline';
import { readScore } from './read-score';

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new Toolkit(await createVerovioModule());
});

function read(score: string) {
  toolkit.setOptions({ pageWidth: 1500, pageHeight: 2000, breaks: 'auto', footer: 'none' });
  expect(toolkit.loadData(score)).toBeTruthy();
  return readScore(toolkit);
}

/** A note of a MusicXML part: a crotchet, with a syllable when given one. */
function note(step: string, octave: number, options: { staff?: number; syllable?: string } = {}) {
  return (
    `<note><pitch><step>${step}</step><octave>${String(octave)}</octave></pitch>` +
    `<duration>1</duration><type>quarter</type>` +
    (options.staff === undefined ? '' : `<staff>${String(options.staff)}</staff>`) +
    (options.syllable === undefined
      ? ''
      : `<lyric><syllabic>single</syllabic><text>${options.syllable}</text></lyric>`) +
    `</note>`
  );
}

/** One bar of 1/4: a sung part without a name over a piano's two staves. */
const SONG = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0">
  <part-list>
    <score-part id="P1"><part-name></part-name></score-part>
    <score-part id="P2"><part-name>Piano</part-name></score-part>
  </part-list>
  <part id="P1"><measure number="1">
    <attributes><divisions>1</divisions><time><beats>1</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>
    ${note('E', 5, { syllable: 'Sing' })}
  </measure></part>
  <part id="P2"><measure number="1">
    <attributes><divisions>1</divisions><time><beats>1</beats><beat-type>4</beat-type></time><staves>2</staves>
      <clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef></attributes>
    ${note('C', 5, { staff: 1 })}
    <backup><duration>1</duration></backup>
    ${note('C', 3, { staff: 2 })}
  </measure></part>
</score-partwise>`;

describe('reading the staves and parts of a loaded score', () => {
  it('gives a piano score a right and a left hand, each note the staff it is written on', () => {
    const reading = read(longPianoScore({ notes: 40 }));
    const timeline = buildTimeline(reading);
    expect(timeline.parts).toEqual([
      { staff: 1, name: 'Right hand' },
      { staff: 2, name: 'Left hand' },
    ]);
    const upper = timeline.notes.filter((note) => note.staff === 1);
    const lower = timeline.notes.filter((note) => note.staff === 2);
    expect(upper.length + lower.length).toBe(timeline.notes.length);
    expect(upper.length).toBeGreaterThan(0);
    expect(lower.length).toBeGreaterThan(0);
    // The left hand's notes lie below the right hand's here.
    expect(Math.max(...lower.map((note) => note.pitch))).toBeLessThan(
      Math.min(...upper.map((note) => note.pitch)),
    );
  });

  it("names a song's unnamed sung staff 'Voice' and its piano's staves by hand", () => {
    const timeline = buildTimeline(read(SONG));
    expect(timeline.parts).toEqual([
      { staff: 1, name: 'Voice' },
      { staff: 2, name: 'Right hand' },
      { staff: 3, name: 'Left hand' },
    ]);
    expect(
      timeline.notes
        .map((note) => [note.staff, note.pitch])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    ).toEqual([
      [1, 76],
      [2, 72],
      [3, 48],
    ]);
  });
});
