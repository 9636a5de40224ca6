import type { LoadedScore } from '../scores/score-library.types.js';

/**
 * The first piece with parts of a collection's first this many volumes has its recording made
 * in parts too (stems: about twenty pieces, few enough for the first start's media time).
 */
export const STEMS_VOLUMES_PER_COLLECTION = 2;

/**
 * How many staves of a MusicXML score have notes to play: each part's staves (a note names its
 * staff, else it is on the part's first), so a song's voice and piano make three.
 */
export function playedStaffCount(musicXml: string): number {
  const played = new Set<string>();
  for (const part of musicXml.matchAll(/<part\s+id="([^"]*)"[^>]*>([\s\S]*?)<\/part>/g)) {
    for (const note of (part[2] ?? '').matchAll(/<note\b[^>]*>([\s\S]*?)<\/note>/g)) {
      const body = note[1] ?? '';
      if (!body.includes('<pitch>')) continue;
      const staff = /<staff>\s*(\d+)\s*<\/staff>/.exec(body)?.[1] ?? '1';
      played.add(`${part[1] ?? ''}:${staff}`);
    }
  }
  return played.size;
}

/**
 * Whether a piece's recording can be made in parts (see `stemGroupsOf` in the media makers):
 * its score plays on two staves (the hands) or three (a voice over a piano). A one-hand
 * exercise has one part only: nothing to mix.
 */
export function canHaveStems(score: LoadedScore | undefined): boolean {
  if (score?.format !== 'musicxml') return false;
  const staves = playedStaffCount(score.content);
  return staves === 2 || staves === 3;
}
