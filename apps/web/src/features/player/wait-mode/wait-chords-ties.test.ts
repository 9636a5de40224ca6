import type { VerovioToolkit } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit as Toolkit } from 'verovio/esm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readScore } from '../score/read-score';
import { buildTimeline } from '../timeline/score-timeline';
import { listWaitChords } from './wait-chords';

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new Toolkit(await createVerovioModule());
});

const note = (step: string, type: string, duration: number, tie?: 'start' | 'stop') =>
  `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>${String(duration)}</duration>` +
  (tie ? `<tie type="${tie}"/>` : '') +
  `<type>${type}</type>` +
  (tie ? `<notations><tied type="${tie}"/></notations>` : '') +
  `</note>`;

/** Two bars of 2/4: C D, then E tied over the bar line into a crotchet, and F. */
const TIED = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0">
  <part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
  <part id="P1">
    <measure number="1">
      <attributes><divisions>1</divisions><time><beats>2</beats><beat-type>4</beat-type></time>
        <clef><sign>G</sign><line>2</line></clef></attributes>
      ${note('C', 'quarter', 1)}${note('E', 'quarter', 1, 'start')}
    </measure>
    <measure number="2">${note('E', 'quarter', 1, 'stop')}${note('F', 'quarter', 1)}</measure>
  </part>
</score-partwise>`;

describe('the chords of a score Verovio reads', () => {
  it('asks for a note tied over the bar line once, where it is struck', () => {
    toolkit.setOptions({ pageWidth: 1500, pageHeight: 2000, breaks: 'auto', footer: 'none' });
    expect(toolkit.loadData(TIED)).toBeTruthy();
    const reading = readScore(toolkit);
    // Verovio's timemap starts the tied E again in bar 2; its MEI's tie says it is not struck.
    expect(reading.tiedNotes).toHaveLength(1);
    const timeline = buildTimeline({ ...reading });
    expect(timeline.notes.map((note) => note.isTied === true)).toEqual([false, false, true, false]);
    const chords = listWaitChords(timeline, { staves: null, transpose: 0 });
    expect(chords.map((chord) => [chord.onMs, chord.pitches])).toEqual([
      [0, [60]],
      [500, [64]],
      [1500, [65]],
    ]);
  });
});
