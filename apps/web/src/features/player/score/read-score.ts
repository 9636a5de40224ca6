import type { TimemapEntry, VerovioToolkit } from '@cadenza/music/verovio-types';

/** A staff of the score as the score defines it (its first `scoreDef`). */
export interface StaffDefinition {
  /** The staff's number (MEI `staffDef@n`), which its notes carry. */
  staff: number;
  /** The staff's own label ('Voice', 'Violin'), if it has one. */
  label?: string;
  /** The group of staves it is braced or bracketed in, if any. */
  group?: { label?: string; symbol?: string; staffCount: number; index: number };
  /** Words are sung on it. */
  hasLyrics: boolean;
}

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
  /** The staff (its number) each note is on, by note id. */
  staves: Record<string, number>;
  /** The score's staves as its first `scoreDef` defines them, in order. */
  staffDefinitions: StaffDefinition[];
  /** Notes that continue a tie (they sound on from the note before, never struck), by id. */
  tiedNotes: string[];
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

const TAG = /<(\/?)(page|measure|staff|note|accid|verse|tie)\b([^>]*?)(\/?)>/g;
const DEFINITION_TAG = /<(\/?)(staffGrp|staffDef|grpSym|label)\b([^>]*?)(\/?)>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an element's content: tags dropped, XML's entities read, spaces joined. */
function textOf(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) =>
      String.fromCodePoint(parseInt(digits, hex ? 16 : 10)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

interface GroupBeingRead {
  label?: string;
  symbol?: string;
  staves: StaffDefinition[];
}

/**
 * The staves of the score's first `scoreDef` (the score's opening, read once), with their labels
 * and the group each is braced or bracketed in; `sung`: the staves carrying words.
 */
function readStaffDefinitions(mei: string, sung: ReadonlySet<number>): StaffDefinition[] {
  const start = mei.indexOf('<scoreDef');
  const end = mei.indexOf('</scoreDef>', start);
  if (start < 0 || end < 0) return [];
  const scoreDef = mei.slice(start, end);
  const definitions: StaffDefinition[] = [];
  const groups: GroupBeingRead[] = [];
  let staffDef: StaffDefinition | undefined;
  for (const match of scoreDef.matchAll(DEFINITION_TAG)) {
    const [whole, closing, name, text = '', selfClosing] = match;
    if (closing) {
      if (name === 'staffDef') staffDef = undefined;
      else if (name === 'staffGrp') {
        const group = groups.pop();
        group?.staves.forEach((definition, index) => {
          definition.group = {
            ...(group.label === undefined ? {} : { label: group.label }),
            ...(group.symbol === undefined ? {} : { symbol: group.symbol }),
            staffCount: group.staves.length,
            index,
          };
        });
      }
      continue;
    }
    const attributes = attributesOf(text);
    if (name === 'staffGrp') {
      const label = attributes.get('label');
      const symbol = attributes.get('symbol');
      if (!selfClosing)
        groups.push({
          ...(label === undefined ? {} : { label }),
          ...(symbol === undefined ? {} : { symbol }),
          staves: [],
        });
    } else if (name === 'staffDef') {
      const staff = Number(attributes.get('n'));
      if (!Number.isInteger(staff)) continue;
      const label = attributes.get('label');
      const definition: StaffDefinition = {
        staff,
        ...(label === undefined ? {} : { label }),
        hasLyrics: sung.has(staff),
      };
      definitions.push(definition);
      groups.at(-1)?.staves.push(definition);
      if (!selfClosing) staffDef = definition;
    } else if (name === 'grpSym') {
      const group = groups.at(-1);
      const symbol = attributes.get('symbol');
      if (group && symbol !== undefined) group.symbol = symbol;
    } else if (name === 'label' && !selfClosing) {
      const from = match.index + whole.length;
      const label = textOf(scoreDef.slice(from, scoreDef.indexOf('</label>', from)));
      if (!label) continue;
      if (staffDef) staffDef.label = label;
      else {
        const group = groups.at(-1);
        if (group) group.label = label;
      }
    }
  }
  return definitions;
}
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
 * one call): the page of every bar, every bar's printed number, every note's pitch and staff,
 * the notes a tie carries on (a `tie`'s end, or `@tie` medial or terminal), and the staves the
 * score defines (from its opening `scoreDef`, read once). Asking
 * Verovio per note or per bar instead looks the element up in the whole score each time, so a
 * long score's loading grew with the square of its length.
 */
export function readPagedMei(mei: string): {
  pageCount: number;
  measurePages: Record<string, number>;
  measureNumbers: Record<string, string>;
  pitches: Record<string, number>;
  staves: Record<string, number>;
  staffDefinitions: StaffDefinition[];
  tiedNotes: string[];
} {
  const measurePages: Record<string, number> = {};
  const tiedNotes: string[] = [];
  const measureNumbers: Record<string, string> = {};
  const pitches: Record<string, number> = {};
  const staves: Record<string, number> = {};
  const sung = new Set<number>();
  let page = 0;
  let staff = 0;
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
    else if (name === 'staff') staff = Number(attributesOf(text).get('n')) || 0;
    else if (name === 'verse') sung.add(staff);
    else if (name === 'tie') {
      const end = attributesOf(text).get('endid');
      if (end) tiedNotes.push(end.replace(/^#/, ''));
    } else if (name === 'measure') {
      const attributes = attributesOf(text);
      const id = attributes.get('xml:id');
      if (!id) continue;
      measurePages[id] = Math.max(1, page);
      const number = attributes.get('n');
      if (number !== undefined) measureNumbers[id] = number;
    } else if (name === 'note') {
      const attributes = attributesOf(text);
      const read = { id: attributes.get('xml:id') ?? '', attributes, accidental: undefined };
      // The staff the note is written in (a cross-staff note, drawn on the other, stays its hand's).
      staves[read.id] = staff;
      const tie = attributes.get('tie');
      if (tie === 'm' || tie === 't') tiedNotes.push(read.id);
      if (selfClosing) finish(read);
      else note = read;
    } else if (note) note.accidental = attributesOf(text);
  }
  return {
    pageCount: Math.max(1, page),
    measurePages,
    measureNumbers,
    pitches,
    staves,
    staffDefinitions: readStaffDefinitions(mei, sung),
    tiedNotes,
  };
}

/**
 * Where the timemap plays repeats out, it names the repeated notes and bars by copies of their
 * ids (`…-rend2`); they take the pitch, page and number of the notated element (one call to
 * Verovio's expansion map, only for a score with such copies).
 */
function resolveCopies(
  tk: VerovioToolkit,
  timemap: readonly TimemapEntry[],
  reading: Pick<ScoreReading, 'pitches' | 'measurePages' | 'measureNumbers'> &
    Partial<Pick<ScoreReading, 'staves'>>,
): void {
  const { pitches, measurePages, measureNumbers, staves } = reading;
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
      const staff = original === undefined ? undefined : staves?.[original];
      if (staves && staff !== undefined) staves[id] = staff;
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
