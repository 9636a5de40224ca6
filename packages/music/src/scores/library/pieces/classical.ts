import { definePiece } from '../define-piece.js';
import { COMMON_TIME, TWO_FOUR, inKey, tempo } from '../piece-helpers.js';

export const CLASSICAL_PIECES = [
  definePiece({
    slug: 'beethoven-fur-elise',
    title: 'Für Elise, WoO 59 (opening)',
    subtitle: 'Bagatelle in A minor',
    excerpt: 'the opening theme of the bagatelle (bars 1–8), not the whole piece.',
    composer: 'Ludwig van Beethoven',
    year: 1810,
    group: 'library:classical',
    key: inKey('A', 0, 'minor'),
    time: { beats: 3, beatType: 8 },
    tempo: tempo(60, 'Poco moto', 'eighth'),
    pickup: '8',
    difficulty: { piano: 3 },
    right: [
      '!pp e5/16 d# | e d# e b4 d5 c | a4/8 r/16 c4/16 e a | b/8 r/16 e4/16 g# b | c5/8 r/16 e4/16 e5 d# |',
      'e d# e b4 d5 c | a4/8 r/16 c4/16 e a | b/8 r/16 e4/16 c5 b4 | a/8 r/16 r/8.',
    ].join(' '),
    left: [
      'r/8 | r/4. | a2/16 e3 a3 r/16 r/8 | e2/16 e3 g#3 r/16 r/8 | a2/16 e3 a3 r/16 r/8 |',
      'r/4. | a2/16 e3 a3 r/16 r/8 | e2/16 e3 g#3 r/16 r/8 | a2/16 e3 a3 r/16 r/8',
    ].join(' '),
  }),
  definePiece({
    slug: 'beethoven-ode-to-joy-piano',
    title: 'Ode to Joy',
    subtitle: 'Theme from the finale of Symphony No. 9, Op. 125, arranged for piano',
    excerpt: null,
    composer: 'Ludwig van Beethoven',
    year: 1824,
    group: 'library:classical',
    key: inKey('D', 0, 'major'),
    time: COMMON_TIME,
    tempo: tempo(100, 'Allegro assai'),
    difficulty: { piano: 1 },
    right: [
      'f#5/4 f# g a | a g f# e | d d e f# | f#/4. e/8 e/2 | f#/4 f# g a | a g f# e | d d e f# | e/4. d/8 d/2 |',
      'e/4 e f# d | e f#/8 g f#/4 d | e f#/8 g f#/4 e | d e a4/2 | f#5/4 f# g a | a g f# e | d d e f# | e/4. d/8 d/2',
    ].join(' '),
    left: [
      '[d3 a3]/1 | [d3 a3]/2 [a2 e3] | [d3 a3]/1 | [d3 a3]/2 [a2 e3] | [d3 a3]/1 | [d3 a3]/2 [a2 e3] | [d3 a3]/1 | [a2 e3]/2 [d3 a3] |',
      '[a2 e3]/2 [d3 a3] | [a2 e3]/2 [d3 a3] | [a2 e3]/2 [d3 a3] | [d3 a3]/2 [a2 e3] | [d3 a3]/1 | [d3 a3]/2 [a2 e3] | [d3 a3]/1 | [a2 e3]/2 [d3 a3]',
    ].join(' '),
  }),
  definePiece({
    slug: 'mozart-ah-vous-dirai-je-maman-k265',
    title: 'Theme from Twelve Variations on “Ah vous dirai-je, Maman”, K. 265 (opening)',
    excerpt:
      'the first bars of the theme (bars 1–8), without the rest of the theme or any of the twelve variations.',
    composer: 'Wolfgang Amadeus Mozart',
    year: 1782,
    group: 'library:classical',
    key: inKey('C', 0, 'major'),
    time: TWO_FOUR,
    tempo: tempo(92, 'Allegretto'),
    difficulty: { piano: 1 },
    right: 'c5/4 c | g g | a a | g/2 | f/4 f | e e | d d | c/2',
    left: 'c3/4 c4 | e4 c4 | f4 c4 | e4 c4 | d4 b3 | c4 a3 | f3 g3 | c3/2',
  }),
  definePiece({
    slug: 'mozart-symphony-40-opening',
    title: 'Theme from Symphony No. 40 in G minor, K. 550',
    subtitle: 'The opening of the first movement, arranged for piano',
    excerpt:
      'the opening theme of the first movement (bars 1–8, after the upbeat), arranged for piano; not the whole movement.',
    composer: 'Wolfgang Amadeus Mozart',
    year: 1788,
    group: 'library:classical',
    key: inKey('G', 0, 'minor'),
    time: COMMON_TIME,
    tempo: tempo(112, 'Molto allegro'),
    pickup: '4',
    difficulty: { piano: 4 },
    right: [
      'eb5/8 d | d/4 eb/8 d d/4 eb/8 d | d/4 bb5 r bb/8 a | g/4 g/8 f eb/4 eb/8 d | c/4 c r d/8 c |',
      'c/4 d/8 c c/4 d/8 c | c/4 a5 r a/8 g | f#/4 f#/8 eb d/4 d/8 c | bb4/4 bb r/2',
    ].join(' '),
    left: [
      'r/4 | [g3 bb3 d4]/2 [g3 bb3 d4] | [g3 bb3 d4]/2 [g3 bb3 d4] | [g3 bb3 d4]/2 [g3 bb3 d4] | [f#3 a3 c4]/2 [f#3 a3 c4] |',
      '[f#3 a3 c4]/2 [f#3 a3 c4] | [f#3 a3 c4]/2 [f#3 a3 c4] | [f#3 a3 c4]/2 [f#3 a3 c4] | [g3 bb3 d4]/2 [g2 g3]',
    ].join(' '),
  }),
];
