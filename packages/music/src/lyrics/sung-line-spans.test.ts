import { describe, expect, it } from 'vitest';
import type { TimemapEntry } from '../verovio-types.js';
import { findSungSpans } from './sung-line-spans.js';

/**
 * Two bars of MEI as Verovio writes it: the voice (staff 1) sings "Al-le Vö-gel / sind schon
 * da" with a second verse, the last syllable on a chord; the piano (staff 2) has words of its
 * own (a cue), which are not the sung text.
 */
const mei = `<mei><music><body><mdiv><score><section>
<measure xml:id="m1" n="1">
  <staff n="1"><layer n="1">
    <note xml:id="a1" dur="4"><verse n="1"><syl wordpos="i" con="d">Al</syl></verse><verse n="2"><syl>Zwei</syl></verse></note>
    <note xml:id="a2" dur="4"><verse n="1"><syl wordpos="t">le</syl></verse></note>
    <note xml:id="a3" dur="4"><verse n="1"><syl wordpos="i" con="d">V&#246;</syl></verse></note>
    <note xml:id="a4" dur="4"><verse n="1"><syl wordpos="t">gel</syl></verse></note>
  </layer></staff>
  <staff n="2"><layer n="1"><note xml:id="p1" dur="1"><verse n="1"><syl>cue</syl></verse></note></layer></staff>
</measure>
<measure xml:id="m2" n="2">
  <staff n="1"><layer n="1">
    <note xml:id="b1" dur="4"><verse><syl>sind</syl></verse></note>
    <note xml:id="b2" dur="4"/>
    <note xml:id="b3" dur="4"><verse n="1"><syl>schon</syl></verse></note>
    <chord xml:id="c1" dur="4"><verse n="1"><syl>da</syl></verse><note xml:id="b4"/><note xml:id="b5"/></chord>
  </layer></staff>
  <staff n="2"><layer n="1"><note xml:id="p2" dur="1"/></layer></staff>
</measure>
</section></score></mdiv></body></music></mei>`;

/** A crotchet a beat at 120 a minute; the piano's whole notes under them. */
function timemapOf(ids: string[]): TimemapEntry[] {
  const entries: TimemapEntry[] = [];
  ids.forEach((id, beat) => {
    const piano = beat === 0 ? ['p1'] : beat === 4 ? ['p2'] : [];
    entries.push({
      tstamp: beat * 500,
      qstamp: beat,
      on: [...(id === 'b4' ? ['b4', 'b5'] : [id]), ...piano],
      ...(beat > 0 ? { off: [ids[beat - 1] ?? ''] } : {}),
    });
  });
  entries.push({ tstamp: ids.length * 500, qstamp: ids.length, off: ['b4', 'b5', 'p2'] });
  return entries;
}

const syllables = ['Al', 'le', 'Vö', 'gel', 'sind', 'schon', 'da'];
const lines = [
  { text: 'Alle Vögel', firstSyllable: 0, lastSyllable: 3 },
  { text: 'sind schon da', firstSyllable: 4, lastSyllable: 6 },
];

describe('where the score sings each line', () => {
  it('spans from the first syllable’s onset to the end of the last’s, on the staff that sings them', () => {
    const timemap = timemapOf(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    expect(findSungSpans({ mei, timemap, syllables, lines })).toEqual([
      { startQ: 0, endQ: 4 },
      // Its last syllable is on a chord: the chord's notes end at quarter 8.
      { startQ: 4, endQ: 8 },
    ]);
  });

  it('knows no line’s place when the score’s syllables are not the text’s, rather than guess', () => {
    const timemap = timemapOf(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    const other = ['Al', 'le', 'Vö', 'gel', 'sind', 'da'];
    expect(findSungSpans({ mei, timemap, syllables: other, lines })).toEqual([null, null]);
  });

  it('reads past a verse number the score writes into its first syllable', () => {
    const timemap = timemapOf(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    const numbered = ['1. Al', ...syllables.slice(1)];
    expect(findSungSpans({ mei, timemap, syllables: numbered, lines })[0]).toEqual({
      startQ: 0,
      endQ: 4,
    });
  });

  it('takes the first time a repeated passage is sung', () => {
    const timemap = timemapOf(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    const again = timemap.map((entry) => ({
      ...entry,
      tstamp: entry.tstamp + 4000,
      qstamp: entry.qstamp + 8,
    }));
    // The first pass ends where the second begins: one entry ends its notes and starts them again.
    const repeated = [
      ...timemap.slice(0, -1),
      { ...(timemap.at(-1) as TimemapEntry), on: again[0]?.on ?? [] },
      ...again.slice(1),
    ];
    expect(findSungSpans({ mei, timemap: repeated, syllables, lines })[1]).toEqual({
      startQ: 4,
      endQ: 8,
    });
  });
});
