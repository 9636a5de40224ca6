import type { Genre, ScoreEntry } from '../scores/score-library.types.js';

/**
 * The styles an entry is filed under: its own when it names them, else its group's. Library
 * pieces are classical and folk songs also popular; jazz and popular material are what their
 * groups say; exercises, studies and sight-reading are educational.
 */
export function genresOf(entry: ScoreEntry): readonly Genre[] {
  if (entry.genres) return entry.genres;
  const { group } = entry;
  if (group.startsWith('jazz:')) return ['jazz', 'educational'];
  if (group.startsWith('popular:')) return ['popular', 'educational'];
  if (group === 'library:folk') return ['folk', 'popular'];
  if (group.startsWith('library:')) return ['classical'];
  return ['educational'];
}

const GENRE_WORDS: Record<Genre, string> = {
  classical: 'classical',
  jazz: 'jazz',
  popular: 'popular',
  folk: 'folk',
  educational: 'educational',
};

/** 'Style: jazz, educational.' as a product's description states it. */
export function describeGenres(genres: readonly Genre[]): string {
  const words = genres.map((genre) => GENRE_WORDS[genre]);
  return `${words.length === 1 ? 'Style' : 'Styles'}: ${words.join(', ')}.`;
}
