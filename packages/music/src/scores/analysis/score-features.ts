/**
 * What a MusicXML score asks of a player, read from its notes: how many notes start each
 * second, the range, written accidentals, the largest chord, and whether it is sung. Read with
 * regular expressions over `<part>` and `<note>` elements (the score is our own or an import
 * Verovio accepted), so it runs in microseconds per note without a DOM.
 */
export interface PartFeatures {
  /** Parts whose notes carry lyrics are sung. */
  isSung: boolean;
  noteCount: number;
  /** Distinct onsets per second at the score's tempo. */
  onsetsPerSecond: number;
  /** Highest minus lowest pitch, in semitones. */
  rangeSemitones: number;
  /** Share of notes with a written accidental. */
  accidentalShare: number;
  /** Most notes struck at once on one staff. */
  largestChord: number;
  /** Quarter notes per minute: the first `<sound tempo>`, else 100. */
  tempo: number;
}

/** The tempo assumed when a score states none (a moderate walking pace). */
export const DEFAULT_TEMPO = 100;

const STEP_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1];

function pitchOf(note: string): number | undefined {
  const pitch = /<pitch>([\s\S]*?)<\/pitch>/.exec(note)?.[1];
  if (!pitch) return undefined;
  const step = STEP_SEMITONES[tag(pitch, 'step') ?? ''];
  const octave = Number(tag(pitch, 'octave'));
  if (step === undefined || !Number.isFinite(octave)) return undefined;
  return 12 * (octave + 1) + step + Number(tag(pitch, 'alter') ?? 0);
}

/** One part's notes, walked in order with the time each starts (in divisions). */
function readPart(part: string, tempo: number): PartFeatures | undefined {
  let divisions = 1;
  let time = 0;
  let lastOnset = -1;
  let seconds = 0;
  let noteCount = 0;
  let accidentals = 0;
  const onsets = new Set<number>();
  let low = Infinity;
  let high = -Infinity;
  let largestChord = 0;
  const chordSizes = new Map<string, number>();
  let isSung = false;
  const events =
    /<divisions>\s*(\d+)\s*<\/divisions>|<(backup|forward)>([\s\S]*?)<\/\2>|<note[\s>]([\s\S]*?)<\/note>/g;
  for (const match of part.matchAll(events)) {
    if (match[1]) {
      divisions = Number(match[1]) || 1;
      continue;
    }
    if (match[2]) {
      const duration = Number(tag(match[3] ?? '', 'duration') ?? 0);
      time += match[2] === 'backup' ? -duration : duration;
      continue;
    }
    const note = match[4] ?? '';
    const duration = Number(tag(note, 'duration') ?? 0);
    const isChordMember = /<chord\s*\/>/.test(note);
    const start = isChordMember ? lastOnset : time;
    if (!isChordMember) {
      lastOnset = time;
      time += duration;
      seconds = Math.max(seconds, (time / divisions) * (60 / tempo));
    }
    const pitch = pitchOf(note);
    if (pitch === undefined || /<grace/.test(note)) continue;
    if (/<lyric[\s>]/.test(note)) isSung = true;
    noteCount += 1;
    if (/<accidental[\s>]/.test(note)) accidentals += 1;
    low = Math.min(low, pitch);
    high = Math.max(high, pitch);
    const key = `${tag(note, 'staff') ?? '1'}@${String(start)}`;
    const size = (chordSizes.get(key) ?? 0) + 1;
    chordSizes.set(key, size);
    largestChord = Math.max(largestChord, size);
    onsets.add(start);
  }
  if (noteCount === 0) return undefined;
  return {
    isSung,
    noteCount,
    onsetsPerSecond: seconds > 0 ? onsets.size / seconds : 0,
    rangeSemitones: high - low,
    accidentalShare: accidentals / noteCount,
    largestChord,
    tempo,
  };
}

/** Each part of a MusicXML (partwise) score that has pitched notes. */
export function readScoreFeatures(musicXml: string): PartFeatures[] {
  const tempoText = /<sound[^>]*\btempo="([\d.]+)"/.exec(musicXml)?.[1];
  const tempo = tempoText ? Number(tempoText) : DEFAULT_TEMPO;
  const parts = musicXml.matchAll(/<part\s[^>]*>([\s\S]*?)<\/part>/g);
  return [...parts].flatMap((part) => readPart(part[1] ?? '', tempo) ?? []);
}
