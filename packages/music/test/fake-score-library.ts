import type { ScoreEntry, ScoreLibrary } from '../src/scores/score-library.types.js';

const keys = ['C major', 'G major', 'D major', 'F major', 'B♭ major', 'A minor', 'E minor'];

/** A small MusicXML score with one measure: C D E F in the treble. */
export function tinyMusicXml(title: string): string {
  const notes = ['C', 'D', 'E', 'F']
    .map(
      (step) =>
        `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0"><work><work-title>${title}</work-title></work>
<part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
<part id="P1"><measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>${notes}</measure></part>
</score-partwise>`;
}

function exercise(
  group: string,
  instrument: 'piano' | 'vocal',
  level: number,
  index: number,
): ScoreEntry {
  const key = keys[index % keys.length] ?? 'C major';
  return {
    ref: `gen:${group}:${instrument}:${level}:${index}`,
    title: `${group} in ${key} (${instrument}, level ${level}) no. ${index + 1}`,
    composer: null,
    lyricist: null,
    arranger: null,
    instrument,
    difficulty: { [instrument]: level },
    group,
    key,
    language: null,
    year: null,
  };
}

const libraryPieces: ScoreEntry[] = [
  {
    ref: 'lib:bach-prelude-c',
    title: 'Prelude in C major, BWV 846',
    composer: 'Johann Sebastian Bach',
    lyricist: null,
    arranger: null,
    instrument: 'piano',
    difficulty: { piano: 5 },
    group: 'library:baroque',
    key: 'C major',
    language: null,
    year: 1722,
  },
  {
    ref: 'lib:petzold-minuet-g',
    title: 'Minuet in G major',
    composer: 'Christian Petzold',
    lyricist: null,
    arranger: null,
    instrument: 'piano',
    difficulty: { piano: 2 },
    group: 'library:baroque',
    key: 'G major',
    language: null,
    year: 1725,
  },
  {
    ref: 'lib:schumann-melody',
    title: 'Melody, Op. 68 No. 1',
    composer: 'Robert Schumann',
    lyricist: null,
    arranger: null,
    instrument: 'piano',
    difficulty: { piano: 1 },
    group: 'library:romantic',
    key: 'C major',
    language: null,
    year: 1848,
  },
  {
    ref: 'lib:schubert-heidenroslein',
    title: 'Heidenröslein',
    composer: 'Franz Schubert',
    lyricist: 'Johann Wolfgang von Goethe',
    arranger: null,
    instrument: 'vocal',
    difficulty: { vocal: 3, piano: 3 },
    group: 'library:songs',
    key: 'G major',
    language: 'German',
    year: 1815,
  },
  {
    ref: 'lib:burns-auld-lang-syne',
    title: 'Auld Lang Syne',
    composer: null,
    lyricist: 'Robert Burns',
    arranger: 'Catriona Maclellan-Voss',
    instrument: 'vocal',
    difficulty: { vocal: 2, piano: 2 },
    group: 'library:songs',
    key: 'F major',
    language: 'English',
    year: 1788,
  },
];

/** A stand-in for the score library in unit tests: a few entries of every kind, all loadable. */
export function createFakeScoreLibrary(): ScoreLibrary {
  const entries: ScoreEntry[] = [...libraryPieces];
  for (const [group, instrument] of [
    ['scales', 'piano'],
    ['arpeggios', 'piano'],
    ['studies', 'piano'],
    ['sight-reading', 'piano'],
    ['vocalises', 'vocal'],
    ['sight-reading', 'vocal'],
  ] as const) {
    for (const level of [1, 4, 8]) {
      for (let index = 0; index < 4; index += 1)
        entries.push(exercise(group, instrument, level, index));
    }
  }
  const byRef = new Map(entries.map((entry) => [entry.ref, entry]));
  return {
    entries: () => entries,
    load(ref) {
      const entry = byRef.get(ref);
      return entry ? { format: 'musicxml', content: tinyMusicXml(entry.title) } : undefined;
    },
  };
}
