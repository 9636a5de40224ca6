import { difficultyBandOf, type SearchItem } from '@cadenza/domain';

/** The landing page's tag chips (spec §1); each opens /search?q={tag}, the search overview. */
export const LANDING_TAGS = [
  'piano',
  'vocal',
  'classical',
  'Jazz',
  'popular',
  'educational',
  'sheet music',
  'pro recordings',
  'elementary',
  'intermediate',
  'advanced',
] as const;

export type LandingTag = (typeof LANDING_TAGS)[number];

const mentions = (item: SearchItem, word: string) =>
  `${item.title} ${item.volumeTitle ?? ''}`.toLowerCase().includes(word);
/** A vocal piece's level is its voice's (its piano part is an accompaniment). */
const levelOf = (item: SearchItem) => item.difficulty.vocal ?? item.difficulty.piano;

/** What makes a result sensible for each tag, for the items a visitor sees first. */
export const fitsLandingTag: Record<LandingTag, (item: SearchItem) => boolean> = {
  piano: (item) => item.type !== 'piece' || item.difficulty.vocal === undefined,
  vocal: (item) => item.type !== 'piece' || item.difficulty.vocal !== undefined,
  classical: (item) => item.type !== 'piece' || item.composer !== null,
  Jazz: (item) => mentions(item, 'jazz'),
  popular: (item) =>
    mentions(item, 'popular') || mentions(item, 'folk songs') || mentions(item, 'carols'),
  educational: (item) => item.type !== 'piece' || item.composer === null,
  // Pieces, and what is about a lead sheet ('About the music' of the lead-sheet tunes).
  'sheet music': (item) => item.type === 'piece' || mentions(item, 'sheet'),
  'pro recordings': (item) => item.type === 'piece',
  elementary: (item) =>
    item.type !== 'piece' || difficultyBandOf(levelOf(item) ?? -1) === 'elementary',
  intermediate: (item) =>
    item.type !== 'piece' || difficultyBandOf(levelOf(item) ?? -1) === 'intermediate',
  advanced: (item) => item.type !== 'piece' || difficultyBandOf(levelOf(item) ?? -1) === 'advanced',
};
