import type { TimemapEntry, VerovioToolkit } from '@cadenza/music/verovio-types';

/** What the player needs from a loaded score, besides its pages. */
export interface ScoreReading {
  pageCount: number;
  /** The page each bar is on, by the bar's id. */
  measurePages: Record<string, number>;
  timemap: TimemapEntry[];
  /** MIDI pitch as written, by note id. */
  pitches: Record<string, number>;
  /** The bar number the score prints (`@n`: 0 for a pickup, its own number after a repeat), by bar id. */
  measureNumbers: Record<string, string>;
}

const PITCH_CLASSES: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
/** Semitones of MEI's accidental values (quarter tones round towards the written pitch). */
const ALTERATIONS: Record<string, number> = {
  s: 1,
  f: -1,
  ss: 2,
  x: 2,
  ff: -2,
  xs: 3,
  sx: 3,
  ts: 3,
  tf: -3,
  n: 0,
  nf: -1,
  ns: 1,
  su: 1,
  sd: 1,
  fu: -1,
  fd: -1,
  nu: 0,
  nd: 0,
  '1qf': 0,
  '3qf': -1,
  '1qs': 0,
  '3qs': 1,
};

const TAG = /<(\/?)(page|measure|note|accid)\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([\w.:]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1] ?? '', match[2] ?? '');
  return attributes;
}

interface NoteBeingRead {
  id: string;
  attributes: Map<string, string>;
  accidental: Map<string, string> | undefined;
}

/** The note's MIDI pitch as Verovio computes it: `@pnum`, else name, octave and accidental (gestural first). */
function pitchOf(note: NoteBeingRead): number | undefined {
  const pnum = note.attributes.get('pnum');
  if (pnum !== undefined) return Number(pnum);
  const name = note.attributes.get('pname.ges') ?? note.attributes.get('pname');
  const octave = Number(note.attributes.get('oct.ges') ?? note.attributes.get('oct'));
  const pitchClass = name === undefined ? undefined : PITCH_CLASSES[name];
  if (pitchClass === undefined || !Number.isFinite(octave)) return undefined;
  const accidental =
    note.attributes.get('accid.ges') ??
    note.accidental?.get('accid.ges') ??
    note.attributes.get('accid') ??
    note.accidental?.get('accid');
  return 12 * (octave + 1) + pitchClass + (ALTERATIONS[accidental ?? 'n'] ?? 0);
}

/**
 * One pass over Verovio's page-based MEI of the current layout (`getMEI({ scoreBased: false })`,
 * one call): the page of every bar, every bar's printed number and every note's pitch. Asking
 * Verovio per note or per bar instead looks the element up in the whole score each time, so a
 * long score's loading grew with the square of its length.
 */
export function readPagedMei(mei: string): {
  pageCount: number;
  measurePages: Record<string, number>;
  measureNumbers: Record<string, string>;
  pitches: Record<string, number>;
} {
  const measurePages: Record<string, number> = {};
  const measureNumbers: Record<string, string> = {};
  const pitches: Record<string, number> = {};
  let page = 0;
  let note: NoteBeingRead | undefined;
  const finish = (read: NoteBeingRead) => {
    const pitch = pitchOf(read);
    if (pitch !== undefined) pitches[read.id] = pitch;
  };
  for (const [, closing, name, text = '', selfClosing] of mei.matchAll(TAG)) {
    if (name === 'note' && closing) {
      if (note) finish(note);
      note = undefined;
      continue;
    }
    if (closing) continue;
    if (name === 'page') page += 1;
    else if (name === 'measure') {
      const attributes = attributesOf(text);
      const id = attributes.get('xml:id');
      if (!id) continue;
      measurePages[id] = Math.max(1, page);
      const number = attributes.get('n');
      if (number !== undefined) measureNumbers[id] = number;
    } else if (name === 'note') {
      const attributes = attributesOf(text);
      const read = { id: attributes.get('xml:id') ?? '', attributes, accidental: undefined };
      if (selfClosing) finish(read);
      else note = read;
    } else if (note) note.accidental = attributesOf(text);
  }
  return { pageCount: Math.max(1, page), measurePages, measureNumbers, pitches };
}

/**
 * Where the timemap plays repeats out, it names the repeated notes and bars by copies of their
 * ids (`…-rend2`); they take the pitch, page and number of the notated element (one call to
 * Verovio's expansion map, only for a score with such copies).
 */
function resolveCopies(
  tk: VerovioToolkit,
  timemap: readonly TimemapEntry[],
  reading: Pick<ScoreReading, 'pitches' | 'measurePages' | 'measureNumbers'>,
): void {
  const { pitches, measurePages, measureNumbers } = reading;
  let expansion: Record<string, string[] | undefined> | undefined;
  const notated = (id: string) => {
    expansion ??= tk.renderToExpansionMap() as Record<string, string[] | undefined>;
    return expansion[id]?.[0];
  };
  for (const entry of timemap) {
    for (const id of entry.on ?? []) {
      if (id in pitches) continue;
      const original = notated(id);
      const pitch = original === undefined ? undefined : pitches[original];
      if (pitch !== undefined) pitches[id] = pitch;
    }
    const measure = entry.measureOn;
    if (measure === undefined || measure in measurePages) continue;
    const original = notated(measure);
    if (original === undefined) continue;
    const page = measurePages[original];
    const number = measureNumbers[original];
    if (page !== undefined) measurePages[measure] = page;
    if (number !== undefined) measureNumbers[measure] = number;
  }
}

/**
 * Reads a score already loaded and laid out: its timemap (one call), then pitches, pages and
 * printed bar numbers from one pass over its MEI. Linear in the length of the score.
 */
export function readScore(tk: VerovioToolkit): ScoreReading {
  const timemap = tk.renderToTimemap({
    includeMeasures: true,
    includeRests: false,
  }) as TimemapEntry[];
  const { pageCount, ...reading } = readPagedMei(tk.getMEI({ scoreBased: false }));
  resolveCopies(tk, timemap, reading);
  return { timemap, pageCount, ...reading };
}

/** After a new layout: its pages and the page of each bar of the timemap, read in one call. */
export function readLayout(
  tk: VerovioToolkit,
  timemap: readonly TimemapEntry[],
): Pick<ScoreReading, 'pageCount' | 'measurePages'> {
  const { pageCount, ...reading } = readPagedMei(tk.getMEI({ scoreBased: false }));
  resolveCopies(tk, timemap, reading);
  return { pageCount, measurePages: reading.measurePages };
}

/**
 * After the score is loaded again in another key (Verovio's `transpose`): its layout, once every
 * note is found to be a note of the written score (the same id) moved by exactly `semitones`.
 * The player keeps the written score's timeline and highlights notes by id, so a score whose
 * ids changed is refused rather than shown unfollowed.
 */
export function readTransposedLayout(
  tk: VerovioToolkit,
  written: { timemap: readonly TimemapEntry[]; pitches: Readonly<Record<string, number>> },
  semitones: number,
): Pick<ScoreReading, 'pageCount' | 'measurePages'> {
  const { pageCount, ...reading } = readPagedMei(tk.getMEI({ scoreBased: false }));
  for (const [id, pitch] of Object.entries(reading.pitches))
    if (written.pitches[id] !== pitch - semitones)
      throw new Error('The score could not be written in that key.');
  resolveCopies(tk, written.timemap, reading);
  return { pageCount, measurePages: reading.measurePages };
}
