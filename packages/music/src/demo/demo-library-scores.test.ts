import { describe, expect, it } from 'vitest';
import { renderWithVerovio } from '../../test/verovio.js';
import { createScoreLibrary } from '../scores/index.js';
import { buildDemoLibrary } from './build-demo-library.js';

describe('scores of the demo library', () => {
  const library = createScoreLibrary();
  const draft = buildDemoLibrary(library);
  const pieceIds = new Set(
    draft.products.filter((product) => product.type === 'piece').map((piece) => piece.id),
  );
  const scoreRefOf = new Map(draft.products.map((product) => [product.id, product.scoreRef]));
  const volumes = draft.products.filter((product) => product.type === 'volume');

  it('has a score for every piece', () => {
    for (const id of pieceIds) {
      const ref = scoreRefOf.get(id);
      expect(ref && library.load(ref)?.content.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('says in the description of every excerpt that it is one, and what part of the work', () => {
    const entryOf = new Map(library.entries().map((entry) => [entry.ref, entry]));
    const pieces = draft.products.filter((product) => product.type === 'piece');
    const excerpts = pieces.filter((piece) => entryOf.get(piece.scoreRef ?? '')?.excerpt);
    expect(excerpts.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const entry = entryOf.get(piece.scoreRef ?? '');
      expect(piece.subtitle, piece.title).toBe(entry?.subtitle ?? null);
      if (entry?.excerpt)
        expect(piece.description, piece.title).toContain(`<p>An excerpt: ${entry.excerpt}</p>`);
      else expect(piece.description, piece.title).not.toContain('excerpt');
    }
  });

  it('renders the first piece of every third volume in Verovio', async () => {
    // Rendering all ~3,700 scores takes minutes on two cores; a spread keeps the run short.
    for (const volume of volumes.filter((_, index) => index % 3 === 0)) {
      const first = draft.relations.find(
        (relation) => relation.parentId === volume.id && pieceIds.has(relation.childId),
      );
      const score = library.load(scoreRefOf.get(first?.childId ?? '') ?? '');
      if (!score) throw new Error(`no score in ${volume.title}`);
      const rendered = await renderWithVerovio(score.content);
      expect(rendered.notes, volume.title).toBeGreaterThan(0);
    }
  }, 120_000);
});
