import { definePiece } from '../define-piece.js';
import { COMMON_TIME, THREE_FOUR, inKey, preludeBar, tempo } from '../piece-helpers.js';

const PRELUDE_CHORDS: readonly [string, string, string, string, string][] = [
  ['c4', 'e4', 'g4', 'c5', 'e5'],
  ['c4', 'd4', 'a4', 'd5', 'f5'],
  ['b3', 'd4', 'g4', 'd5', 'f5'],
  ['c4', 'e4', 'g4', 'c5', 'e5'],
  ['c4', 'e4', 'a4', 'e5', 'a5'],
  ['c4', 'd4', 'f#4', 'a4', 'd5'],
  ['b3', 'd4', 'g4', 'd5', 'g5'],
  ['b3', 'c4', 'e4', 'g4', 'c5'],
  ['a3', 'c4', 'e4', 'g4', 'c5'],
  ['d3', 'a3', 'd4', 'f#4', 'c5'],
  ['g3', 'b3', 'd4', 'g4', 'b4'],
  ['g3', 'bb3', 'e4', 'g4', 'c#5'],
  ['f3', 'a3', 'd4', 'a4', 'd5'],
  ['f3', 'ab3', 'd4', 'f4', 'b4'],
  ['e3', 'g3', 'c4', 'g4', 'c5'],
  ['e3', 'f3', 'a3', 'c4', 'f4'],
  ['d3', 'f3', 'a3', 'c4', 'f4'],
  ['g2', 'd3', 'g3', 'b3', 'f4'],
  ['c3', 'e3', 'g3', 'c4', 'e4'],
];

const preludeBars = PRELUDE_CHORDS.map(preludeBar);

export const BAROQUE_PIECES = [
  definePiece({
    slug: 'petzold-minuet-in-g',
    title: 'Minuet in G major, BWV Anh. 114 (first part)',
    subtitle: 'From the Notebook for Anna Magdalena Bach',
    excerpt: 'the first part of the minuet (bars 1–16), without its second part.',
    composer: 'Christian Petzold',
    year: 1725,
    group: 'library:baroque',
    key: inKey('G', 0, 'major'),
    time: THREE_FOUR,
    tempo: tempo(112, 'Allegretto'),
    difficulty: { piano: 1 },
    right: [
      'd5/4 g4/8 a b c5 | d5/4 g4 g | e5/4 c5/8 d e f# | g/4 g4 g | c5/4 d/8 c b4 a | b/4 c5/8 b4 a g | f#/4 g/8 a b g | a/2. |',
      'd5/4 g4/8 a b c5 | d5/4 g4 g | e5/4 c5/8 d e f# | g/4 g4 g | c5/4 d/8 c b4 a | b/4 c5/8 b4 a g | a/4 b/8 a g f# | g/2.',
    ].join(' '),
    left: [
      '[g3 b3 d4]/2 a3/4 | b3/2. | c4/2. | b3/2. | a3/2. | g3/2. | d4/4 b3 g3 | d4/4 d3/8 c4 b3 a3 |',
      'b3/2 a3/4 | g3/2 b3/4 | c4/2. | b3/4 c4/8 b3 a3 g3 | a3/2 f#3/4 | g3/2 b3/4 | c4/4 d4 d3 | g3/2 g2/4',
    ].join(' '),
  }),
  definePiece({
    slug: 'bach-prelude-in-c-bwv-846',
    title: 'Prelude in C major, BWV 846 (opening)',
    subtitle: 'From The Well-Tempered Clavier, Book I',
    excerpt: 'the opening of the prelude (bars 1–19), not the whole piece.',
    composer: 'Johann Sebastian Bach',
    year: 1722,
    group: 'library:baroque',
    key: inKey('C', 0, 'major'),
    time: COMMON_TIME,
    tempo: tempo(66, 'Moderato'),
    difficulty: { piano: 3 },
    right: preludeBars.map((bar) => bar.right).join(' | '),
    left: [
      preludeBars.map((bar) => bar.upper).join(' | '),
      preludeBars.map((bar) => bar.lower).join(' | '),
    ],
  }),
  definePiece({
    slug: 'pachelbel-canon-in-d',
    title: 'Canon in D major (opening)',
    subtitle: 'The ground bass and the first variations, arranged for piano',
    excerpt:
      'the ground bass and the first variations (11 bars), arranged for piano; not the whole canon.',
    composer: 'Johann Pachelbel',
    year: null,
    group: 'library:baroque',
    key: inKey('D', 0, 'major'),
    time: COMMON_TIME,
    tempo: tempo(60, 'Andante'),
    difficulty: { piano: 2 },
    right: [
      'r/1 | r/1 | f#5/4 e d c# | b4 a b c#5 | d5 c# b4 a | g f# g e |',
      'd5/8 f# a g f# d f# e | d b4 d5 a4 g b a g | f#5/4 e d c# | b4 a b c#5 | [f#4 a4 d5]/1',
    ].join(' '),
    left: 'd3/4 a2 b2 f#2 | g2 d2 g2 a2 | '.repeat(5) + 'd2/1',
  }),
];
