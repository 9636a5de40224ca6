import { finishWith, heldNote, note, rest, totalTicks } from '../model/events.js';
import { pianoPart } from '../model/parts.js';
import type { NoteEvent, NoteMarks, Score, ScoreEvent, Tempo } from '../model/score-model.js';
import { measureTicks, type Duration, type TimeSignature } from '../theory/durations.js';
import { accidentalCount, keyName, keySlug, MAJOR_KEYS, type Key } from '../theory/keys.js';
import { midiNumber, transposePitch, withOctave, type Pitch } from '../theory/pitch.js';
import { createRandom, hashString, pickOne, type Random } from '../theory/prng.js';
import {
  generatedScore,
  homeOctave,
  keyDifficulty,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';
import {
  bluesScale,
  chordOn,
  fifthOf,
  ninthOf,
  rootlessVoicing,
  rootNear,
  seventhOf,
  shellVoicing,
  thirdOf,
  twelveBarBlues,
  twoFiveOne,
  type JazzChord,
} from './jazz-harmony.js';

export const COMMON_TIME: TimeSignature = { beats: 4, beatType: 4 };
export const BAR = measureTicks(COMMON_TIME);

const triplet = (type: Duration['type']): Duration => ({
  type,
  dots: 0,
  tuplet: { actual: 3, normal: 2 },
});

/**
 * Two swung eighths written out as they sound, long-short: a quarter and an eighth under a
 * triplet, so the recording made from the score swings too. `first` null: a rest, then the
 * offbeat (a push).
 */
export function swungPair(first: Pitch | null, second: Pitch): ScoreEvent[] {
  const long: ScoreEvent = first
    ? { kind: 'note', pitches: [first], duration: triplet('quarter'), tupletStart: true }
    : { kind: 'rest', duration: triplet('quarter') };
  // A push (rest, then the offbeat) is written without a bracket: there is no first note to start one.
  const short: NoteEvent = {
    kind: 'note',
    pitches: [second],
    duration: triplet('eighth'),
    ...(first ? { tupletStop: true } : {}),
  };
  return [long, short];
}

/** Three eighth-note triplets in one beat. */
export function tripletRun(pitches: readonly [Pitch, Pitch, Pitch]): ScoreEvent[] {
  return pitches.map((pitch, index) => ({
    kind: 'note',
    pitches: [pitch],
    duration: triplet('eighth'),
    ...(index === 0 ? { tupletStart: true } : {}),
    ...(index === 2 ? { tupletStop: true } : {}),
  }));
}

export function swingTempo(bpm: number): Tempo {
  return { bpm, beatUnit: 'quarter', text: 'Swing' };
}

/** The twelve major keys, easiest first, up to `limit` sharps or flats. */
export function majorKeysUpTo(limit: number): Key[] {
  return MAJOR_KEYS.filter((key) => accidentalCount(key) <= limit);
}

/** Moves a pitch by octaves until it lies within [low, high] (MIDI). */
export function intoRange(pitch: Pitch, low: number, high: number): Pitch {
  let moved = pitch;
  while (midiNumber(moved) < low) moved = { ...moved, octave: moved.octave + 1 };
  while (midiNumber(moved) > high) moved = { ...moved, octave: moved.octave - 1 };
  return moved;
}

function twoHands(options: {
  title: string;
  key: Key;
  tempo: Tempo;
  right: ScoreEvent[];
  left: ScoreEvent[];
}): Score {
  return generatedScore({
    title: options.title,
    key: options.key,
    time: COMMON_TIME,
    tempo: options.tempo,
    parts: [
      pianoPart(
        { clef: 'treble', voices: [options.right] },
        { clef: 'bass', voices: [options.left] },
        { measureLength: BAR, autoClef: true },
      ),
    ],
  });
}

/** Pitches held for whole bars, tied from bar to bar (the marks go on the last bar). */
function held(pitches: Pitch[], bars = 1, marks: NoteMarks = {}): ScoreEvent[] {
  return Array.from({ length: bars }, (_, bar) => {
    const events = heldNote(pitches, BAR, bar === bars - 1 ? marks : {});
    return events.map((event, index) => ({
      ...event,
      ...(bar > 0 && index === 0 ? { tieStop: true } : {}),
      ...(bar < bars - 1 && index === events.length - 1 ? { tieStart: true } : {}),
    }));
  }).flat();
}

// Blues scales ────────────────────────────────────────────────────────────────────────────

/** Up and down the blues scale over `octaves`, ending on the tonic. */
function bluesLine(tonic: Pitch, octaves: number): Pitch[] {
  const up = Array.from({ length: octaves }, (_, octave) =>
    bluesScale({ ...tonic, octave: tonic.octave + octave }),
  ).flat();
  const top = { ...tonic, octave: tonic.octave + octaves };
  return [...up, top, ...[...up].reverse()];
}

/** Eighth notes, the last one held to the end of its bar. */
function eighthsThenHold(pitches: readonly Pitch[]): ScoreEvent[] {
  const events = pitches.slice(0, -1).map((pitch) => note(pitch, 'eighth'));
  const last = pitches.at(-1);
  return last ? finishWith(events, [last], BAR, { fermata: true }) : events;
}

const BLUES_SCALE_FORMS = [
  { id: 'rh-1', words: 'right hand, one octave', octaves: 1, hands: 'right', base: 1 },
  { id: 'ht-1', words: 'hands together, one octave', octaves: 1, hands: 'both', base: 3 },
  { id: 'ht-2', words: 'hands together, two octaves', octaves: 2, hands: 'both', base: 5 },
] as const;

function bluesScalePieces(): LibraryPiece[] {
  return MAJOR_KEYS.flatMap((key) =>
    BLUES_SCALE_FORMS.map((form) => {
      const ref = `gen:jazz:blues-scale:${form.id}:${keySlug(key)}`;
      const title = `Blues scale in ${keyName(key).replace(' major', '')}, ${form.words}`;
      return {
        entry: pianoEntry({
          ref,
          title,
          key,
          difficulty: form.base + keyDifficulty(key),
          group: 'jazz:blues-scales',
        }),
        build: () => {
          const tonic = withOctave(key.tonic, homeOctave(key));
          const right = eighthsThenHold(bluesLine(tonic, form.octaves));
          const bars = totalTicks(right) / BAR;
          const left =
            form.hands === 'both'
              ? eighthsThenHold(bluesLine({ ...tonic, octave: tonic.octave - 1 }, form.octaves))
              : Array.from({ length: bars }, () =>
                  held(shellVoicing(chordOn(key, 'I', '7'), '1-7')),
                ).flat();
          return twoHands({ title, key, tempo: swingTempo(72 + form.base * 8), right, left });
        },
      };
    }),
  );
}

// ii–V–I voicings ─────────────────────────────────────────────────────────────────────────

/** The third and seventh of a chord between D4 and E5: the guide tones a line moves through. */
function guideTone(chord: JazzChord, which: 'third' | 'seventh'): Pitch {
  const root = rootNear(chord, 60);
  return intoRange(which === 'third' ? thirdOf(chord, root) : seventhOf(chord, root), 62, 76);
}

function shellPieces(): LibraryPiece[] {
  return MAJOR_KEYS.map((key) => {
    const ref = `gen:jazz:shells:ii-v-i:${keySlug(key)}`;
    const title = `ii–V–I in ${keyName(key).replace(' major', '')} with shell voicings`;
    return {
      entry: pianoEntry({
        ref,
        title,
        key,
        difficulty: 3 + keyDifficulty(key),
        group: 'jazz:shell-voicings',
      }),
      build: () => {
        const [ii, V, I] = twoFiveOne(key);
        if (!ii || !V || !I) throw new Error('no ii–V–I');
        // Shells alternate 1-7 and 1-3 so that each moves by a step; the right hand sings
        // the guide tones: the seventh of one chord falls to the third of the next.
        const left = [
          ...held(shellVoicing(ii, '1-7')),
          ...held(shellVoicing(V, '1-3')),
          ...held(shellVoicing(I, '1-7'), 2),
          ...held(shellVoicing(ii, '1-3')),
          ...held(shellVoicing(V, '1-7')),
          ...held(shellVoicing(I, '1-3'), 2, { fermata: true }),
        ];
        const right = [
          ...held([guideTone(ii, 'seventh')]),
          ...held([guideTone(V, 'third')]),
          ...held([guideTone(I, 'seventh')], 2),
          ...held([guideTone(ii, 'third')]),
          ...held([guideTone(V, 'seventh')]),
          ...held([guideTone(I, 'third')], 2, { fermata: true }),
        ];
        return twoHands({ title, key, tempo: swingTempo(96), right, left });
      },
    };
  });
}

/** A chord on beat one and on the 'and' of two: the Charleston rhythm of comping. */
function charleston(pitches: Pitch[]): ScoreEvent[] {
  return [note(pitches, { type: 'quarter', dots: 1 }), note(pitches, 'eighth'), rest('half')];
}

function rootlessPieces(): LibraryPiece[] {
  return MAJOR_KEYS.map((key) => {
    const ref = `gen:jazz:rootless:ii-v-i:${keySlug(key)}`;
    const title = `ii–V–I in ${keyName(key).replace(' major', '')} with rootless voicings`;
    return {
      entry: pianoEntry({
        ref,
        title,
        key,
        difficulty: 5 + keyDifficulty(key),
        group: 'jazz:rootless-voicings',
      }),
      build: () => {
        const [ii, V, I] = twoFiveOne(key);
        if (!ii || !V || !I) throw new Error('no ii–V–I');
        const bass = (chord: JazzChord, bars = 1, marks = {}) =>
          held([rootNear(chord, 41)], bars, marks);
        const left = [
          ...bass(ii),
          ...bass(V),
          ...bass(I, 2),
          ...bass(ii),
          ...bass(V),
          ...bass(I, 2, { fermata: true }),
        ];
        const right = [
          ...charleston(rootlessVoicing(ii, 'A')),
          ...charleston(rootlessVoicing(V, 'B')),
          ...charleston(rootlessVoicing(I, 'A')),
          ...held(rootlessVoicing(I, 'A')),
          ...charleston(rootlessVoicing(ii, 'B')),
          ...charleston(rootlessVoicing(V, 'A')),
          ...charleston(rootlessVoicing(I, 'B')),
          ...held(rootlessVoicing(I, 'B'), 1, { fermata: true }),
        ];
        return twoHands({ title, key, tempo: swingTempo(108), right, left });
      },
    };
  });
}

// Swing rhythm studies ────────────────────────────────────────────────────────────────────

type BeatCell = 'quarter' | 'half' | 'swing' | 'push' | 'triplet';

/** Which one-beat figures a grade uses (a half note takes two beats). */
const CELLS_BY_GRADE: readonly (readonly BeatCell[])[] = [
  ['quarter', 'quarter', 'half'],
  ['quarter', 'half', 'swing'],
  ['quarter', 'swing', 'swing'],
  ['quarter', 'swing', 'swing', 'push'],
  ['swing', 'swing', 'push', 'quarter'],
  ['swing', 'push', 'quarter', 'triplet'],
  ['swing', 'push', 'triplet', 'swing'],
  ['swing', 'push', 'triplet', 'push'],
  ['swing', 'triplet', 'push', 'triplet'],
  ['triplet', 'push', 'swing', 'triplet'],
];

/**
 * A melodic line of the blues scale over the chords, one figure per beat, moving mostly by
 * step, on chord tones at the start of each bar, ending on the tonic.
 */
export function swingLine(options: {
  key: Key;
  chords: readonly JazzChord[];
  grade: number;
  range: { low: number; high: number };
  random: Random;
}): ScoreEvent[] {
  const { key, chords, grade, range, random } = options;
  const tonic = intoRange(withOctave(key.tonic, 4), range.low, range.low + 11);
  const scale = Array.from({ length: 4 }, (_, octave) =>
    bluesScale({ ...tonic, octave: tonic.octave - 1 + octave }),
  )
    .flat()
    .filter((pitch) => midiNumber(pitch) >= range.low && midiNumber(pitch) <= range.high);
  const cells = CELLS_BY_GRADE[Math.min(grade, 9)] ?? ['quarter'];
  const maxStep = grade <= 2 ? 1 : grade <= 6 ? 2 : 3;
  let position = scale.findIndex((pitch) => midiNumber(pitch) === midiNumber(tonic));
  const next = (): Pitch => {
    const step = Math.floor(random() * (2 * maxStep + 1)) - maxStep;
    position = Math.max(0, Math.min(scale.length - 1, position + (step === 0 ? 1 : step)));
    return scale[position] ?? tonic;
  };
  const chordTone = (chord: JazzChord): Pitch => {
    const root = rootNear(chord, (range.low + range.high) / 2);
    const tones = [root, thirdOf(chord, root), fifthOf(chord, root), seventhOf(chord, root)].map(
      (pitch) => intoRange(pitch, range.low, range.high),
    );
    const current = midiNumber(scale[position] ?? tonic);
    const closest = tones.reduce((best, pitch) =>
      Math.abs(midiNumber(pitch) - current) < Math.abs(midiNumber(best) - current) ? pitch : best,
    );
    const index = scale.findIndex((pitch) => midiNumber(pitch) === midiNumber(closest));
    if (index >= 0) position = index;
    return closest;
  };
  const events: ScoreEvent[] = [];
  chords.forEach((chord, bar) => {
    if (bar === chords.length - 1) {
      events.push(...held([tonic], 1, { fermata: true }));
      return;
    }
    let beat = 0;
    while (beat < 4) {
      const cell = pickOne(random, cells);
      const first = beat === 0 ? chordTone(chord) : next();
      if (cell === 'half' && beat % 2 === 0) {
        events.push(note(first, 'half'));
        beat += 2;
        continue;
      }
      if (cell === 'swing') events.push(...swungPair(first, next()));
      else if (cell === 'push' && beat > 0) events.push(...swungPair(null, first));
      else if (cell === 'triplet') events.push(...tripletRun([first, next(), next()]));
      // Grades 0 and 1 put the weight on two and four, the swing backbeat.
      else
        events.push(note(first, 'quarter', grade <= 1 && beat % 2 === 1 ? { accent: true } : {}));
      beat += 1;
    }
  });
  return events;
}

function swingStudyPieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  for (let grade = 0; grade <= 9; grade += 1) {
    const keys = majorKeysUpTo(Math.min(6, 1 + grade));
    for (let number = 1; number <= 3; number += 1) {
      const key = keys[(grade * 3 + number) % keys.length] ?? MAJOR_KEYS[0];
      if (!key) continue;
      const ref = `gen:jazz:swing:${String(grade)}:${keySlug(key)}:${String(number)}`;
      const title = `Swing rhythm study in ${keyName(key).replace(' major', '')}, grade ${String(grade)}, No. ${String(number)}`;
      pieces.push({
        entry: pianoEntry({ ref, title, key, difficulty: grade, group: 'jazz:swing' }),
        build: () => {
          const random = createRandom(hashString(ref));
          const blues = twelveBarBlues(key);
          // Eight bars of the blues' chords for the first grades, the twelve bars from grade 5.
          const chords =
            grade <= 4
              ? [0, 1, 4, 5, 6, 8, 10, 11].map((bar) => blues[bar] ?? chordOn(key, 'I', '7'))
              : blues.slice(0, 11).concat([chordOn(key, 'I', '7')]);
          const right = swingLine({ key, chords, grade, range: { low: 62, high: 79 }, random });
          const left = chords.flatMap((chord, bar) =>
            held(shellVoicing(chord, '1-7'), 1, bar === chords.length - 1 ? { fermata: true } : {}),
          );
          return twoHands({ title, key, tempo: swingTempo(88 + grade * 8), right, left });
        },
      });
    }
  }
  return pieces;
}

// Twelve-bar blues comping ────────────────────────────────────────────────────────────────

/** A walking bass bar: root, third, fifth, then a half step below the next bar's root. */
function walkingBar(chord: JazzChord, nextChord: JazzChord): ScoreEvent[] {
  const root = rootNear(chord, 43);
  const nextRoot = rootNear(nextChord, 43);
  const approach = transposePitch(nextRoot, -1, -1);
  return [root, thirdOf(chord, root), fifthOf(chord, root), approach].map((pitch) =>
    note(intoRange(pitch, 36, 55), 'quarter'),
  );
}

function bluesCompingPieces(): LibraryPiece[] {
  const styles = [
    { id: 'root-fifth', words: 'root and fifth in the bass, shells on the Charleston', base: 2 },
    { id: 'walking', words: 'walking bass, rootless chords on two and four', base: 5 },
  ] as const;
  return MAJOR_KEYS.flatMap((key) =>
    styles.map((style) => {
      const ref = `gen:jazz:blues-comping:${style.id}:${keySlug(key)}`;
      const title = `12-bar blues in ${keyName(key).replace(' major', '')}: ${style.words}`;
      return {
        entry: pianoEntry({
          ref,
          title,
          key,
          difficulty: style.base + keyDifficulty(key),
          group: 'jazz:blues-comping',
        }),
        build: () => {
          const chords = twelveBarBlues(key);
          const tonic = chordOn(key, 'I', '7');
          const last = chords.length - 1;
          const left = chords.flatMap((chord, bar): ScoreEvent[] => {
            if (bar === last) return held([rootNear(tonic, 43)], 1, { fermata: true });
            if (style.id === 'walking') return walkingBar(chord, chords[bar + 1] ?? tonic);
            const root = rootNear(chord, 43);
            return [note(root, 'half'), note(intoRange(fifthOf(chord, root), 38, 57), 'half')];
          });
          const right = chords.flatMap((chord, bar): ScoreEvent[] => {
            if (bar === last) return held(rootlessVoicing(tonic, 'A'), 1, { fermata: true });
            if (style.id === 'walking') {
              const voicing = rootlessVoicing(chord, bar % 2 === 0 ? 'A' : 'B');
              return [
                rest('quarter'),
                note(voicing, 'quarter'),
                rest('quarter'),
                note(voicing, 'quarter'),
              ];
            }
            return charleston(
              [guideTone(chord, 'third'), guideTone(chord, 'seventh')].sort(
                (a, b) => midiNumber(a) - midiNumber(b),
              ),
            );
          });
          return twoHands({ title, key, tempo: swingTempo(100 + style.base * 4), right, left });
        },
      };
    }),
  );
}

// Tunes in lead-sheet style ─────────────────────────────────────────────────────────────────

/** Tunes written for the project: a name, a key and a grade; the music is made from the form. */
const TUNES = [
  'Blue Cadenza',
  'Late Train Home',
  'Harbour Lights',
  'Slow Coffee',
  'Second Avenue Stroll',
  'Indigo Steps',
  'Brass Tacks',
  'Quiet Corner',
  'Sundown Shuffle',
  'Window Seat',
  'Paper Lanterns',
  'Last Orders',
] as const;

/** AABA in sixteen bars: I vi ii V, twice; IV IV iii VI7; ii V I I. */
function tuneChords(key: Key): JazzChord[] {
  const A = [
    chordOn(key, 'I', '6'),
    chordOn(key, 'vi', 'm7'),
    chordOn(key, 'ii', 'm7'),
    chordOn(key, 'V', '7'),
  ];
  const B = [
    chordOn(key, 'IV', 'maj7'),
    chordOn(key, 'IV', 'maj7'),
    chordOn(key, 'iii', 'm7'),
    chordOn(key, 'VI', '7'),
  ];
  const last = [
    chordOn(key, 'ii', 'm7'),
    chordOn(key, 'V', '7'),
    chordOn(key, 'I', '6'),
    chordOn(key, 'I', '6'),
  ];
  return [...A, ...A, ...B, ...last];
}

/** A tune's melody: one rhythm for the A sections and another for the bridge, on chord tones. */
export function tuneMelody(options: {
  chords: readonly JazzChord[];
  range: { low: number; high: number };
  random: Random;
}): ScoreEvent[] {
  const { chords, range, random } = options;
  const figures: readonly (readonly BeatCell[])[] = [
    ['half', 'quarter', 'quarter'],
    ['swing', 'swing', 'half'],
    ['quarter', 'swing', 'half'],
    ['push', 'quarter', 'half'],
    ['quarter', 'quarter', 'swing', 'quarter'],
  ];
  const motif = [0, 1, 2, 3].map(() => pickOne(random, figures));
  const bridge = [0, 1, 2, 3].map(() => pickOne(random, figures));
  let previous = (range.low + range.high) / 2;
  const toneOf = (chord: JazzChord, choice: number): Pitch => {
    const root = rootNear(chord, previous);
    const tones = [
      thirdOf(chord, root),
      fifthOf(chord, root),
      seventhOf(chord, root),
      ninthOf(root),
    ]
      .map((pitch) => intoRange(pitch, range.low, range.high))
      .sort((a, b) => Math.abs(midiNumber(a) - previous) - Math.abs(midiNumber(b) - previous));
    const pitch = tones[Math.min(choice, tones.length - 1)] ?? root;
    previous = midiNumber(pitch);
    return pitch;
  };
  return chords.flatMap((chord, bar): ScoreEvent[] => {
    if (bar === chords.length - 1) return held([toneOf(chord, 0)], 1, { fermata: true });
    if (bar === chords.length - 2) return held([toneOf(chord, 1)]);
    const figure = (bar >= 8 && bar < 12 ? bridge : motif)[bar % 4] ?? ['half', 'half'];
    const events: ScoreEvent[] = [];
    for (const cell of figure) {
      const choice = Math.floor(random() * 3);
      if (cell === 'half') events.push(note(toneOf(chord, choice), 'half'));
      else if (cell === 'swing') events.push(...swungPair(toneOf(chord, choice), toneOf(chord, 0)));
      else if (cell === 'push') events.push(...swungPair(null, toneOf(chord, choice)));
      else events.push(note(toneOf(chord, choice), 'quarter'));
    }
    return events;
  });
}

function tunePieces(): LibraryPiece[] {
  return TUNES.map((name, index) => {
    const key = MAJOR_KEYS[index % MAJOR_KEYS.length] ?? MAJOR_KEYS[0];
    if (!key) throw new Error('no key');
    const grade = Math.min(9, 3 + (index % 4) + keyDifficulty(key));
    const ref = `gen:jazz:tune:${keySlug(key)}:${String(index + 1)}`;
    return {
      entry: {
        ...pianoEntry({ ref, title: name, key, difficulty: grade, group: 'jazz:tunes' }),
        subtitle: 'A tune written for Cadenza, in lead-sheet style: AABA, sixteen bars',
      },
      build: () => {
        const random = createRandom(hashString(ref));
        const chords = tuneChords(key);
        const right = tuneMelody({ chords, range: { low: 64, high: 81 }, random });
        const left = chords.flatMap((chord, bar) =>
          held(
            shellVoicing(chord, bar % 2 === 0 ? '1-7' : '1-3'),
            1,
            bar === chords.length - 1 ? { fermata: true } : {},
          ),
        );
        return twoHands({ title: name, key, tempo: swingTempo(120 + grade * 4), right, left });
      },
    };
  });
}

/** Jazz for piano, written for the project: scales, voicings, swing, blues comping and tunes. */
export function jazzPianoPieces(): LibraryPiece[] {
  return [
    ...bluesScalePieces(),
    ...shellPieces(),
    ...rootlessPieces(),
    ...swingStudyPieces(),
    ...bluesCompingPieces(),
    ...tunePieces(),
  ];
}
