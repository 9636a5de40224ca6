import { describe, expect, it } from 'vitest';
import { createScoreLibrary } from '../scores/create-score-library.js';
import type { Genre, Instrument } from '../scores/score-library.types.js';
import { buildDemoLibrary } from './build-demo-library.js';
import { describeGenres, genresOf } from './demo-genres.js';

const library = createScoreLibrary();
const entries = library.entries();

function levels(genre: Genre, instrument: Instrument): number[] {
  return [
    ...new Set(
      entries
        .filter((entry) => entry.instrument === instrument && genresOf(entry).includes(genre))
        .map((entry) => entry.difficulty[instrument] ?? -1),
    ),
  ].sort((a, b) => a - b);
}

describe('the styles of the demo library', () => {
  it('has jazz and popular material for piano at every level and for every voice', () => {
    const everyLevel = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(levels('jazz', 'piano')).toEqual(everyLevel);
    expect(levels('popular', 'piano')).toEqual(everyLevel);
    expect(levels('jazz', 'vocal').length).toBeGreaterThanOrEqual(5);
    expect(levels('popular', 'vocal').length).toBeGreaterThanOrEqual(4);
    const vocal = (genre: Genre) =>
      entries.filter((entry) => entry.instrument === 'vocal' && genresOf(entry).includes(genre));
    for (const voice of ['soprano', 'alto', 'tenor', 'bass']) {
      expect(vocal('jazz').some((entry) => entry.title.includes(`(${voice}`))).toBe(true);
      expect(vocal('popular').some((entry) => entry.title.includes(`(${voice}`))).toBe(true);
    }
  });

  it('files the folk songs and the carols as popular, the library’s art music as classical', () => {
    const byTitle = (title: string) => entries.find((entry) => entry.title.startsWith(title));
    for (const title of ['Greensleeves', 'Stille Nacht', 'Hark! The Herald Angels Sing'])
      expect(genresOf(byTitle(title) ?? entries[0]!)).toContain('popular');
    expect(genresOf(byTitle('Heidenröslein') ?? entries[0]!)).toEqual(['classical']);
    expect(entries.filter((entry) => genresOf(entry).length === 0)).toEqual([]);
  });

  it('states every piece’s styles, level and recording in its description', () => {
    const draft = buildDemoLibrary(library, {
      sample: { volumesPerCollection: 2, piecesPerVolume: 3 },
    });
    const byRef = new Map(entries.map((entry) => [entry.ref, entry]));
    const pieces = draft.products.filter((product) => product.type === 'piece');
    expect(pieces.length).toBeGreaterThan(50);
    for (const piece of pieces) {
      const entry = byRef.get(piece.scoreRef ?? '');
      if (!entry) throw new Error(`no entry for ${piece.title}`);
      expect(piece.description, piece.title).toContain(describeGenres(genresOf(entry)));
      expect(piece.description, piece.title).toContain(
        `Level ${String(entry.difficulty[entry.instrument])} of 9`,
      );
      expect(piece.description, piece.title).toContain(
        'Sheet music, with a recording produced from the score and synced to it.',
      );
    }
  });
});
