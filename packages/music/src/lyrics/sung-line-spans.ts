import type { TimemapEntry } from '../verovio-types.js';
import { decodeXmlText, type SungLine } from './sung-text.js';

/** Where a line is sung: quarter notes from the start of the score, as the timemap counts them. */
export interface SungSpan {
  startQ: number;
  endQ: number;
}

/** A syllable of verse 1 in Verovio's MEI and the note that sings it. */
interface MeiSyllable {
  noteId: string;
  text: string;
}

const TAG = /<(\/?)(staff|chord|note|verse|syl)\b([^>]*?)(\/?)>/g;
const attribute = (text: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(text)?.[1];

/**
 * Verse 1's syllables of each staff, in score order, each with the note it is sung on (in a
 * chord, the chord's first note): one pass over the MEI. A verse of several syllables (an
 * elision) counts as one, read by its first.
 */
function readMeiSyllables(mei: string): Map<string, MeiSyllable[]> {
  const byStaff = new Map<string, MeiSyllable[]>();
  let staff = '';
  let noteId: string | undefined;
  let chord: { firstNoteId: string | undefined; waiting: MeiSyllable[] } | undefined;
  let verse: { isFirst: boolean; hasSyllable: boolean } | undefined;
  for (const match of mei.matchAll(TAG)) {
    const [, closing, name, attributes = '', selfClosing] = match;
    if (name === 'staff' && !closing) staff = attribute(attributes, 'n') ?? '';
    else if (name === 'chord') {
      chord = closing ? undefined : { firstNoteId: undefined, waiting: [] };
    } else if (name === 'note' && closing) noteId = undefined;
    else if (name === 'note') {
      const id = attribute(attributes, 'xml:id') ?? '';
      if (chord && chord.firstNoteId === undefined) {
        chord.firstNoteId = id;
        for (const syllable of chord.waiting) syllable.noteId = id;
      }
      noteId = selfClosing ? undefined : id;
    } else if (name === 'verse') {
      const n = attribute(attributes, 'n');
      verse = closing ? undefined : { isFirst: n === undefined || n === '1', hasSyllable: false };
    } else if (name === 'syl' && !closing && !selfClosing && verse?.isFirst && !verse.hasSyllable) {
      verse.hasSyllable = true;
      const start = match.index + match[0].length;
      const end = mei.indexOf('</syl>', start);
      const syllable = {
        noteId: noteId ?? chord?.firstNoteId ?? '',
        text: decodeXmlText(mei.slice(start, end < 0 ? start : end).replace(/<[^>]+>/g, '')),
      };
      if (!syllable.noteId) chord?.waiting.push(syllable);
      const list = byStaff.get(staff) ?? [];
      list.push(syllable);
      byStaff.set(staff, list);
    }
  }
  return byStaff;
}

/**
 * A syllable's letters: what Verovio's reading and the score's own text agree on (a score may
 * write a verse's number into its first syllable, "1. Sieh", which Verovio reads as a label).
 */
const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '');

/** Each note's first onset and the end of that sounding, in quarter notes. */
function noteQuarters(timemap: readonly TimemapEntry[]) {
  const onQ = new Map<string, number>();
  const offQ = new Map<string, number>();
  for (const entry of timemap) {
    for (const id of entry.off ?? []) if (onQ.has(id) && !offQ.has(id)) offQ.set(id, entry.qstamp);
    for (const id of entry.on ?? []) if (!onQ.has(id)) onQ.set(id, entry.qstamp);
  }
  return { onQ, offQ };
}

/**
 * Where the score sings each line: from the onset of its first syllable's note to the end of
 * its last's, the first time they sound. The syllables are the score's as the lines were read
 * (`syllables`, in score order); they are found in Verovio's reading of the same score as the
 * staff whose verse-1 syllables have the same letters, one for one. Where none is (lyrics spread over
 * several staves, or read differently), no line's place is known: null for each, never a guess.
 */
export function findSungSpans(input: {
  mei: string;
  timemap: readonly TimemapEntry[];
  syllables: readonly string[];
  lines: readonly SungLine[];
}): (SungSpan | null)[] {
  const wanted = input.syllables.map(lettersOf);
  const staff = [...readMeiSyllables(input.mei).values()].find(
    (found) =>
      found.length === wanted.length &&
      found.every((syllable, index) => lettersOf(syllable.text) === wanted[index]),
  );
  if (!staff) return input.lines.map(() => null);
  const { onQ, offQ } = noteQuarters(input.timemap);
  return input.lines.map((line) => {
    const startQ = onQ.get(staff[line.firstSyllable]?.noteId ?? '');
    const endQ = offQ.get(staff[line.lastSyllable]?.noteId ?? '');
    return startQ !== undefined && endQ !== undefined && endQ > startQ ? { startQ, endQ } : null;
  });
}
