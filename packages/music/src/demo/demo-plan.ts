import type { Instrument, ScoreEntry } from '../scores/score-library.types.js';
import { imprints } from './demo-people.js';

/** How the library's entries are filed: collections → volumes → pieces. */
export interface VolumePlan {
  key: string;
  title: string;
  group: string;
  instrument: Instrument;
  /** Difficulty of a graded exercise volume; null for books of mixed levels (anthologies, jazz, popular). */
  level: number | null;
  isAnthology: boolean;
  entries: ScoreEntry[];
}

export interface CollectionPlan {
  key: string;
  title: string;
  summary: string;
  imprint: string;
  instrument: Instrument;
  volumes: VolumePlan[];
}

export interface DemoSample {
  volumesPerCollection: number;
  piecesPerVolume: number;
}

/**
 * The demo library's sample (SEED_DEMO_LIBRARY=sample): two volumes of every collection, six
 * pieces each, so every kind of product and medium is there and all its media are made in a
 * minute or two.
 */
export const DEMO_LIBRARY_SAMPLE: DemoSample = { volumesPerCollection: 2, piecesPerVolume: 6 };

/** A volume holds at most this many pieces; larger groups are split into parts. */
export const MAX_PIECES_PER_VOLUME = 24;

interface CollectionSpec {
  key: string;
  title: string;
  summary: string;
  imprint: string;
  instrument: Instrument;
}

const collectionSpecs: CollectionSpec[] = [
  {
    key: 'piano-classics',
    title: 'Piano Classics',
    instrument: 'piano',
    imprint: imprints.classics,
    summary:
      'Public-domain piano music from the Baroque to the early twentieth century, newly engraved.',
  },
  {
    key: 'piano-technique',
    title: 'Piano Technique',
    instrument: 'piano',
    imprint: imprints.technique,
    summary:
      'Scales, arpeggios and technical exercises in every key, graded from the first lessons to advanced level.',
  },
  {
    key: 'piano-studies',
    title: 'Piano Studies',
    instrument: 'piano',
    imprint: imprints.technique,
    summary: 'Short studies that turn a technical point into music, graded by difficulty.',
  },
  {
    key: 'piano-sight-reading',
    title: 'Sight-Reading for Piano',
    instrument: 'piano',
    imprint: imprints.technique,
    summary: 'Fresh pieces to read at sight, a little harder at each level.',
  },
  {
    key: 'song-library',
    title: 'Song Library',
    instrument: 'vocal',
    imprint: imprints.vocal,
    summary:
      'Songs, carols and folk songs in the public domain, with translations of the sung texts.',
  },
  {
    key: 'vocal-studies',
    title: 'Vocal Studies',
    instrument: 'vocal',
    imprint: imprints.vocal,
    summary: 'Vocalises, scales and arpeggios for the voice, graded by difficulty.',
  },
  {
    key: 'sight-singing',
    title: 'Sight-Singing',
    instrument: 'vocal',
    imprint: imprints.vocal,
    summary: 'Melodies to sing at sight, from stepwise tunes to wide leaps and modulations.',
  },
  {
    key: 'jazz-piano',
    title: 'Jazz Piano',
    instrument: 'piano',
    imprint: imprints.styles,
    summary:
      'Jazz written for Cadenza: blues scales, shell and rootless voicings of the ii–V–I, swing rhythm studies, 12-bar blues comping and tunes in lead-sheet style, in every key and graded by difficulty.',
  },
  {
    key: 'jazz-voice',
    title: 'Jazz Singing',
    instrument: 'vocal',
    imprint: imprints.styles,
    summary:
      'Jazz for singers, written for Cadenza: the blues scale and scat lines over the ii–V–I, for every voice, graded by difficulty.',
  },
  {
    key: 'popular-piano',
    title: 'Popular Piano',
    instrument: 'piano',
    imprint: imprints.styles,
    summary:
      'The accompaniment patterns of popular music over its four-chord progressions, from held chords to sixteenth-note arpeggios, in every key.',
  },
  {
    key: 'popular-voice',
    title: 'Popular Singing',
    instrument: 'vocal',
    imprint: imprints.styles,
    summary: 'Pop-style melodies to sing over the progressions of popular song, for every voice.',
  },
];

const pianoTechniqueGroups = new Set([
  'scales',
  'arpeggios',
  'chords',
  'broken-chords',
  'octaves',
  'cadences',
  'technique',
  'five-finger',
]);

function collectionKeyOf(entry: ScoreEntry): string {
  const { group, instrument } = entry;
  if (group.startsWith('jazz:')) return instrument === 'piano' ? 'jazz-piano' : 'jazz-voice';
  if (group.startsWith('popular:'))
    return instrument === 'piano' ? 'popular-piano' : 'popular-voice';
  if (group.startsWith('library:'))
    return instrument === 'piano' ? 'piano-classics' : 'song-library';
  if (group === 'sight-reading' || group === 'sight-singing') {
    return instrument === 'piano' ? 'piano-sight-reading' : 'sight-singing';
  }
  if (instrument === 'vocal') return 'vocal-studies';
  return pianoTechniqueGroups.has(group) ? 'piano-technique' : 'piano-studies';
}

const groupTitles: Record<string, string> = {
  scales: 'Scales',
  arpeggios: 'Arpeggios',
  chords: 'Chords',
  'broken-chords': 'Broken Chords',
  octaves: 'Octaves',
  cadences: 'Cadences',
  studies: 'Studies',
  'sight-reading': 'Sight-Reading',
  'sight-singing': 'Sight-Singing',
  vocalises: 'Vocalises',
  'library:baroque': 'Baroque Keyboard Pieces',
  'library:classical': 'Classical Pieces',
  'library:romantic': 'Romantic Character Pieces',
  'library:impressionist': 'Impressionist and Modern Pieces',
  'library:ragtime': 'Ragtime',
  'library:songs': 'Songs, Hymns and Carols',
  'library:folk': 'Folk Songs and Nursery Rhymes',
  'jazz:blues-scales': 'Jazz Blues Scales',
  'jazz:shell-voicings': 'Jazz Shell Voicings',
  'jazz:rootless-voicings': 'Jazz Rootless Voicings',
  'jazz:swing': 'Jazz Swing Rhythm Studies',
  'jazz:blues-comping': 'Jazz 12-Bar Blues Comping',
  'jazz:tunes': 'Jazz Tunes in Lead-Sheet Style',
  'jazz:vocal-blues': 'Jazz Blues Scales',
  'jazz:scat': 'Jazz Scat Studies',
  'popular:patterns': 'Popular Accompaniment Patterns',
  'popular:melodies': 'Popular Melodies',
};

export function groupTitleOf(group: string): string {
  const known = groupTitles[group];
  if (known) return known;
  const words = group
    .replace(/^library:/, '')
    .split(/[-_:\s]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || 'Pieces';
}

/** Voices in the order volumes are listed; a vocal exercise names its voice in its title. */
const voices = ['soprano', 'mezzo-soprano', 'alto', 'tenor', 'baritone', 'bass'] as const;
const voicePattern = new RegExp(`\\((${voices.join('|')})\\)`, 'i');

export function voiceOf(entry: ScoreEntry): string | null {
  if (entry.instrument !== 'vocal') return null;
  return voicePattern.exec(entry.title)?.[1]?.toLowerCase() ?? null;
}

function voiceRank(entry: ScoreEntry): number {
  const voice = voiceOf(entry);
  return voice ? voices.indexOf(voice as (typeof voices)[number]) : -1;
}

function levelOf(entry: ScoreEntry): number {
  return (
    entry.difficulty[entry.instrument] ?? entry.difficulty.piano ?? entry.difficulty.vocal ?? 0
  );
}

/** Files every entry into exactly one volume; the order follows the library's. */
export function planDemoLibrary(
  entries: readonly ScoreEntry[],
  sample?: DemoSample,
): CollectionPlan[] {
  const volumeGroups = new Map<
    string,
    { collectionKey: string; entry: ScoreEntry; items: ScoreEntry[] }
  >();
  for (const entry of entries) {
    const collectionKey = collectionKeyOf(entry);
    const isGraded = isGradedGroup(entry.group);
    const level = isGraded ? String(levelOf(entry)) : 'all';
    const voice = isGraded ? (voiceOf(entry) ?? 'any') : 'any';
    const groupKey = `${collectionKey}/${entry.group}/${entry.instrument}/${voice}/${level}`;
    const existing = volumeGroups.get(groupKey);
    if (existing) existing.items.push(entry);
    else volumeGroups.set(groupKey, { collectionKey, entry, items: [entry] });
  }

  const collections = collectionSpecs.map((spec) => ({ ...spec, volumes: [] as VolumePlan[] }));
  // Groups keep the library's order; within a group, volumes go from easy to hard.
  const groupOrder = new Map<string, number>();
  for (const { entry } of volumeGroups.values()) {
    const family = `${entry.group}/${entry.instrument}`;
    if (!groupOrder.has(family)) groupOrder.set(family, groupOrder.size);
  }
  const familyRank = (entry: ScoreEntry) =>
    groupOrder.get(`${entry.group}/${entry.instrument}`) ?? 0;
  const sortedGroups = [...volumeGroups.entries()].sort(
    ([, a], [, b]) =>
      familyRank(a.entry) - familyRank(b.entry) ||
      voiceRank(a.entry) - voiceRank(b.entry) ||
      levelOf(a.entry) - levelOf(b.entry),
  );
  for (const [groupKey, { collectionKey, entry, items }] of sortedGroups) {
    const collection = collections.find((candidate) => candidate.key === collectionKey);
    if (!collection) throw new Error(`no collection ${collectionKey}`);
    collection.volumes.push(...splitIntoVolumes(groupKey, entry, items));
  }
  return collections
    .filter((collection) => collection.volumes.length > 0)
    .map((collection) => (sample ? sampleCollection(collection, sample) : collection));
}

/**
 * Exercises fill a volume per level (and per voice); anthologies of library pieces, and the
 * smaller jazz and popular families, are books of mixed levels, easiest first.
 */
function isGradedGroup(group: string): boolean {
  return !['library:', 'jazz:', 'popular:'].some((prefix) => group.startsWith(prefix));
}

function splitIntoVolumes(
  groupKey: string,
  first: ScoreEntry,
  unordered: ScoreEntry[],
): VolumePlan[] {
  const isAnthology = first.group.startsWith('library:');
  const isGraded = isGradedGroup(first.group);
  const level = isGraded ? levelOf(first) : null;
  const items =
    isAnthology || isGraded ? unordered : [...unordered].sort((a, b) => levelOf(a) - levelOf(b));
  const parts = Math.ceil(items.length / MAX_PIECES_PER_VOLUME);
  const size = Math.ceil(items.length / parts);
  const base = groupTitleOf(first.group);
  const voice = isGraded ? voiceOf(first) : null;
  const forVoice = voice ? ` for ${voice.charAt(0).toUpperCase()}${voice.slice(1)}` : '';
  return Array.from({ length: parts }, (_, part) => {
    const levelText = level === null ? '' : ` — Grade ${level}`;
    const partText = parts > 1 ? `, Book ${part + 1}` : '';
    return {
      key: `${groupKey}/${part + 1}`,
      title: `${base}${forVoice}${levelText}${partText}`,
      group: first.group,
      instrument: first.instrument,
      level,
      isAnthology,
      entries: items.slice(part * size, (part + 1) * size),
    };
  });
}

function sampleCollection(collection: CollectionPlan, sample: DemoSample): CollectionPlan {
  return {
    ...collection,
    volumes: collection.volumes.slice(0, sample.volumesPerCollection).map((volume) => ({
      ...volume,
      entries: volume.entries.slice(0, sample.piecesPerVolume),
    })),
  };
}
