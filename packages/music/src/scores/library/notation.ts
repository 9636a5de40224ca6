import type { Dynamic, NoteEvent, ScoreEvent } from '../model/score-model.js';
import type { Duration, NoteType } from '../theory/durations.js';
import { diatonicNumber, fromDiatonicNumber, type Pitch, type Step } from '../theory/pitch.js';

/**
 * A compact text notation for the hand-written pieces, one string per voice:
 *   c4/4 d e f | g/2 g        notes: letter, accidental (# ## b bb), octave, /value and dots
 *   [c4 e g]/2               a chord; r/4 a rest; omitted values repeat the previous one
 *   omitted octave           the nearest octave to the previous note (at most a fourth away)
 *   c4/4~ c/8                tie; c4/8( d e f)  slur; c4' staccato; c4^ fermata; c4> accent
 *   !p  !mf                  dynamic on the next note; {3 c/8 d e }  triplet
 */
const VALUES: Record<string, NoteType> = {
  '1': 'whole',
  '2': 'half',
  '4': 'quarter',
  '8': 'eighth',
  '16': '16th',
  '32': '32nd',
};
const DYNAMICS: readonly Dynamic[] = ['pp', 'p', 'mp', 'mf', 'f', 'ff'];
const PITCH = /^([a-g])(##|#|bb|b)?(\d)?$/;
const NOTE = /^(\[[^\]]+\]|[a-g](?:##|#|bb|b)?\d?|r)(?:\/(\d+)(\.{0,2}))?([~()'^>]*)$/;

interface ParseState {
  previous: Pitch | undefined;
  duration: Duration;
  dynamic: Dynamic | undefined;
  tuplet: { actual: number; normal: number } | undefined;
  tupletNotes: NoteEvent[];
  tieOpen: boolean;
}

function parsePitch(text: string, state: ParseState): Pitch {
  const match = PITCH.exec(text);
  if (!match) throw new Error(`cannot read pitch "${text}"`);
  const [, letter = 'c', accidental = '', octaveText] = match;
  const step = letter.toUpperCase() as Step;
  const alter = { '': 0, '#': 1, '##': 2, b: -1, bb: -2 }[accidental] ?? 0;
  if (octaveText !== undefined) return { step, alter, octave: Number(octaveText) };
  const previous = state.previous;
  if (!previous) throw new Error(`the first note needs an octave ("${text}")`);
  const reference = diatonicNumber(previous);
  const candidates = [-1, 0, 1].map((shift) =>
    diatonicNumber({ step, alter, octave: previous.octave + shift }),
  );
  const nearest = candidates.reduce((best, candidate) =>
    Math.abs(candidate - reference) < Math.abs(best - reference) ? candidate : best,
  );
  return fromDiatonicNumber(nearest, alter);
}

function readDuration(
  value: string | undefined,
  dots: string | undefined,
  state: ParseState,
): Duration {
  if (value === undefined) return state.duration;
  const type = VALUES[value];
  if (!type) throw new Error(`unknown note value /${value}`);
  const duration: Duration = { type, dots: (dots?.length ?? 0) as 0 | 1 | 2 };
  state.duration = duration;
  return duration;
}

/** Parses one voice into measures (split at `|`). */
export function parseVoice(source: string): ScoreEvent[][] {
  const state: ParseState = {
    previous: undefined,
    duration: { type: 'quarter', dots: 0 },
    dynamic: undefined,
    tuplet: undefined,
    tupletNotes: [],
    tieOpen: false,
  };
  const measures: ScoreEvent[][] = [[]];
  // Chords keep their inner spaces: "[c4 e g]/2" is one token.
  for (const token of source.match(/\[[^\]]*\]\S*|\S+/g) ?? []) {
    if (token === '|') {
      measures.push([]);
      continue;
    }
    if (token.startsWith('!')) {
      const dynamic = token.slice(1) as Dynamic;
      if (!DYNAMICS.includes(dynamic)) throw new Error(`unknown dynamic ${token}`);
      state.dynamic = dynamic;
      continue;
    }
    if (token.startsWith('{')) {
      const actual = Number(token.slice(1));
      state.tuplet = { actual, normal: actual === 3 ? 2 : 4 };
      state.tupletNotes = [];
      continue;
    }
    if (token === '}') {
      const first = state.tupletNotes[0];
      const last = state.tupletNotes[state.tupletNotes.length - 1];
      if (first) first.tupletStart = true;
      if (last) last.tupletStop = true;
      state.tuplet = undefined;
      continue;
    }
    const event = parseEvent(token, state);
    measures[measures.length - 1]?.push(event);
  }
  return measures.filter((measure, index) => measure.length > 0 || index < measures.length - 1);
}

function parseEvent(token: string, state: ParseState): ScoreEvent {
  const match = NOTE.exec(token);
  if (!match) throw new Error(`cannot read "${token}"`);
  const [, head = '', value, dots, marks = ''] = match;
  const base = readDuration(value, dots, state);
  const duration: Duration = state.tuplet ? { ...base, tuplet: state.tuplet } : base;
  const dynamic = state.dynamic;
  state.dynamic = undefined;
  if (head === 'r')
    return {
      kind: 'rest',
      duration,
      ...(dynamic ? { dynamic } : {}),
      ...(marks.includes('^') ? { fermata: true } : {}),
    };
  const pitchTexts = head.startsWith('[') ? head.slice(1, -1).trim().split(/\s+/) : [head];
  const pitches: Pitch[] = [];
  for (const text of pitchTexts) {
    const pitch = parsePitch(text, state);
    pitches.push(pitch);
    state.previous = pitch;
  }
  // In a chord, the next note is read relative to the chord's lowest written note.
  if (pitches[0]) state.previous = pitches[0];
  const event: NoteEvent = { kind: 'note', pitches, duration };
  if (state.tieOpen) event.tieStop = true;
  state.tieOpen = marks.includes('~');
  if (state.tieOpen) event.tieStart = true;
  if (marks.includes('(')) event.slurStart = true;
  if (marks.includes(')')) event.slurStop = true;
  if (marks.includes("'")) event.staccato = true;
  if (marks.includes('^')) event.fermata = true;
  if (marks.includes('>')) event.accent = true;
  if (dynamic) event.dynamic = dynamic;
  if (state.tuplet) state.tupletNotes.push(event);
  return event;
}

/**
 * Sets lyrics on a voice: syllables separated by spaces, `word-` continues a word and `_`
 * holds the previous syllable over one more note (a melisma). Tied-over notes and rests
 * take no syllable.
 */
export function applyLyrics(measures: ScoreEvent[][], lyrics: string): void {
  const syllables = lyrics.trim().split(/\s+/);
  const notes = measures
    .flat()
    .filter((event): event is NoteEvent => event.kind === 'note' && event.tieStop !== true);
  if (syllables.length !== notes.length)
    throw new Error(`${syllables.length} syllables for ${notes.length} notes`);
  let continuesWord = false;
  let lastSung: NoteEvent | undefined;
  notes.forEach((event, index) => {
    const syllable = syllables[index] ?? '_';
    if (syllable === '_') {
      if (lastSung?.lyric) lastSung.lyric.extend = true;
      return;
    }
    const isContinued = syllable.endsWith('-');
    const text = isContinued ? syllable.slice(0, -1) : syllable;
    const syllabic = continuesWord
      ? isContinued
        ? 'middle'
        : 'end'
      : isContinued
        ? 'begin'
        : 'single';
    event.lyric = { text: text.replace(/~/g, ' '), syllabic };
    continuesWord = isContinued;
    lastSung = event;
  });
}
