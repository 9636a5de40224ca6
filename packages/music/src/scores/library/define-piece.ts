import type { LibraryPiece } from '../generators/generated-piece.js';
import type { Clef, Part, Score, ScoreEvent, Tempo } from '../model/score-model.js';
import type { Genre, Instrument } from '../score-library.types.js';
import { durationTicks, type TimeSignature } from '../theory/durations.js';
import { keyFifths, keyName, type Key } from '../theory/keys.js';
import { VOICE_RANGES, type VoiceType } from '../theory/ranges.js';
import { applyLyrics, parseVoice } from './notation.js';
import { accompanyChords } from './song-accompaniment.js';

/** A piece written for the project from public-domain music, in the notation of notation.ts. */
export interface PieceDefinition {
  slug: string;
  /** The work's name; an excerpt's says which part it is ('Für Elise, WoO 59 (opening)'). */
  title: string;
  subtitle?: string;
  /**
   * What the score holds of the work when it is not the whole of it, completing the sentence
   * 'An excerpt: …' in the product's description; null when the score is the complete piece.
   */
  excerpt: string | null;
  composer: string;
  lyricist?: string;
  year: number | null;
  group: string;
  /** Its styles, when its group does not say them (a carol among art songs). */
  genres?: readonly Genre[];
  key: Key;
  /** For modal pieces: the name to show and the signature to write. */
  keyLabel?: string;
  fifths?: number;
  language?: string;
  time: TimeSignature;
  tempo: Tempo;
  /** Upbeat length as a notation value, e.g. '8' or '4.'. */
  pickup?: string;
  difficulty: { piano?: number; vocal?: number };
  voice?: { type: VoiceType; music: string; lyrics: string };
  /** Each hand as one voice, or several simultaneous voices… */
  right?: string | string[];
  left?: string | string[];
  /** Some pieces keep the left hand in the treble clef (Schumann's Melodie). */
  leftClef?: Clef;
  /** …or, for songs, a chord chart that song-accompaniment.ts turns into a plain accompaniment. */
  chart?: readonly string[];
}

export function pickupTicks(pickup: string | undefined): number {
  if (!pickup) return 0;
  const [event] = parseVoice(`c4/${pickup}`)[0] ?? [];
  return event ? durationTicks(event.duration) : 0;
}

function staffMeasures(sources: string | string[]): ScoreEvent[][][] {
  const voices = (Array.isArray(sources) ? sources : [sources]).map(parseVoice);
  const count = voices[0]?.length ?? 0;
  if (voices.some((voice) => voice.length !== count))
    throw new Error('the voices of a staff have different numbers of bars');
  return Array.from({ length: count }, (_, measure) => voices.map((voice) => voice[measure] ?? []));
}

function partFrom(options: {
  id: string;
  name: string;
  abbreviation: string;
  midiProgram: number;
  clefs: Clef[];
  staves: ScoreEvent[][][][];
}): Part {
  const count = options.staves[0]?.length ?? 0;
  if (options.staves.some((staff) => staff.length !== count))
    throw new Error(`${options.name}: staves have different numbers of bars`);
  return {
    id: options.id,
    name: options.name,
    abbreviation: options.abbreviation,
    midiProgram: options.midiProgram,
    clefs: options.clefs,
    measures: Array.from({ length: count }, (_, measure) => ({
      staves: options.staves.map((staff) => ({ voices: staff[measure] ?? [] })),
    })),
  };
}

function pianoStaves(definition: PieceDefinition): ScoreEvent[][][][] {
  if (definition.chart) {
    const { right, left } = accompanyChords({
      key: definition.key,
      time: definition.time,
      chart: definition.chart,
      pickupTicks: pickupTicks(definition.pickup),
    });
    return [right.map((events) => [events]), left.map((events) => [events])];
  }
  if (!definition.right || !definition.left)
    throw new Error(`${definition.title}: the piano part is missing`);
  return [staffMeasures(definition.right), staffMeasures(definition.left)];
}

export function buildPiece(definition: PieceDefinition): Score {
  const parts: Part[] = [];
  if (definition.voice) {
    const measures = parseVoice(definition.voice.music);
    applyLyrics(measures, definition.voice.lyrics);
    parts.push(
      partFrom({
        id: 'P-voice',
        name: 'Voice',
        abbreviation: 'V.',
        midiProgram: 53,
        clefs: [VOICE_RANGES[definition.voice.type].clef],
        staves: [measures.map((events) => [events])],
      }),
    );
  }
  parts.push(
    partFrom({
      id: 'P-piano',
      name: 'Piano',
      abbreviation: 'Pno.',
      midiProgram: 1,
      clefs: ['treble', definition.leftClef ?? 'bass'],
      staves: pianoStaves(definition),
    }),
  );
  return {
    title: definition.title,
    subtitle: definition.subtitle ?? null,
    composer: definition.composer,
    lyricist: definition.lyricist ?? null,
    arranger: null,
    key: { fifths: definition.fifths ?? keyFifths(definition.key), mode: definition.key.mode },
    time: definition.time,
    tempo: definition.tempo,
    pickupTicks: pickupTicks(definition.pickup),
    parts,
  };
}

export function definePiece(definition: PieceDefinition): LibraryPiece {
  const instrument: Instrument = definition.voice ? 'vocal' : 'piano';
  return {
    entry: {
      ref: `lib:${definition.slug}`,
      title: definition.title,
      composer: definition.composer,
      lyricist: definition.lyricist ?? null,
      arranger: null,
      instrument,
      difficulty: { ...definition.difficulty },
      group: definition.group,
      key: definition.keyLabel ?? keyName(definition.key),
      language: definition.language ?? null,
      year: definition.year,
      ...(definition.subtitle ? { subtitle: definition.subtitle } : {}),
      ...(definition.excerpt ? { excerpt: definition.excerpt } : {}),
      ...(definition.genres ? { genres: definition.genres } : {}),
    },
    build: () => buildPiece(definition),
  };
}
