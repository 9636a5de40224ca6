import { z } from 'zod';

/** A product's genre tags: at most this many, each at most this long. */
export const GENRES_MAX = 10;
export const GENRE_MAX_LENGTH = 40;

export const genreMessages = {
  empty: 'a genre tag cannot be empty',
  tooLong: (max: number) => `a genre tag is at most ${String(max)} characters`,
  characters: (tag: string) =>
    `'${tag}' has characters a genre tag cannot hold: letters, digits, spaces, hyphens, apostrophes and & only`,
  tooMany: (max: number) => `a product has at most ${String(max)} genre tags`,
} as const;

/**
 * A genre tag as stored: Unicode-composed, lower case, trimmed, one space between words, the
 * same apostrophe everywhere ('  Art   Song ' → 'art song', 'Children’s' → "children's").
 */
export function normaliseGenre(tag: string): string {
  return tag
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Why a tag (normalised) cannot be stored, or null. */
export function genreProblem(tag: string): string | null {
  if (!tag) return genreMessages.empty;
  if (tag.length > GENRE_MAX_LENGTH) return genreMessages.tooLong(GENRE_MAX_LENGTH);
  if (!/^[\p{L}\p{N}][\p{L}\p{N}\p{M} '&-]*$/u.test(tag)) return genreMessages.characters(tag);
  return null;
}

/** One tag, normalised, refused with its reason when it cannot be stored. */
export const genreSchema = z
  .string()
  .transform(normaliseGenre)
  .superRefine((tag, context) => {
    const problem = genreProblem(tag);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A product's tags: normalised, each once (the first spelling's place kept), at most 10. */
export const genresSchema = z
  .array(genreSchema)
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= GENRES_MAX, { message: genreMessages.tooMany(GENRES_MAX) });
