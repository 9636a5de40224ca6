import { productTypes } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { createFakeScoreLibrary } from '../../test/fake-score-library.js';
import { buildDemoLibrary } from './build-demo-library.js';

describe('demo library builder', () => {
  const library = createFakeScoreLibrary();

  it('gives identical rows for the same library', () => {
    expect(buildDemoLibrary(library)).toEqual(buildDemoLibrary(createFakeScoreLibrary()));
  });

  it('makes products of every type, each with a unique id', () => {
    const draft = buildDemoLibrary(library);
    const types = new Set(draft.products.map((product) => product.type));
    expect([...types].sort()).toEqual([...productTypes].sort());
    expect(new Set(draft.products.map((product) => product.id)).size).toBe(draft.products.length);
  });

  it('files every score entry as exactly one piece under a volume', () => {
    const draft = buildDemoLibrary(library);
    const pieces = draft.products.filter((product) => product.type === 'piece');
    expect(pieces.map((piece) => piece.scoreRef).sort()).toEqual(
      library
        .entries()
        .map((entry) => entry.ref)
        .sort(),
    );
    const volumeIds = new Set(
      draft.products.filter((product) => product.type === 'volume').map((volume) => volume.id),
    );
    for (const piece of pieces) {
      const parent = draft.relations.find(
        (relation) => relation.childId === piece.id && relation.parentRank === 0,
      );
      expect(volumeIds.has(parent?.parentId ?? '')).toBe(true);
    }
  });

  it('keeps parent ranks and child positions gap-free', () => {
    const draft = buildDemoLibrary(library);
    const byParent = new Map<string, number[]>();
    for (const relation of draft.relations)
      byParent.set(relation.parentId, [
        ...(byParent.get(relation.parentId) ?? []),
        relation.position,
      ]);
    for (const positions of byParent.values())
      expect(positions).toEqual(positions.map((_, index) => index));
  });

  it('credits real composers with their dates and the house editors', () => {
    const draft = buildDemoLibrary(library);
    const bach = draft.persons.find((person) => person.name === 'Johann Sebastian Bach');
    expect(bach).toMatchObject({
      bornYear: 1685,
      diedYear: 1750,
      nationality: 'German',
      sortName: 'Bach, Johann Sebastian',
    });
    const roles = new Set(draft.productPersons.map((credit) => credit.role));
    expect([...roles].sort()).toEqual([
      'arranger',
      'composer',
      'editor',
      'lyricist',
      'selector',
      'translator',
    ]);
  });

  it('samples a few volumes per collection and pieces per volume', () => {
    const draft = buildDemoLibrary(library, {
      sample: { volumesPerCollection: 1, piecesPerVolume: 2 },
    });
    const volumes = draft.products.filter((product) => product.type === 'volume');
    const pieces = draft.products.filter((product) => product.type === 'piece');
    expect(pieces.length).toBeLessThanOrEqual(volumes.length * 2);
    expect(volumes.length).toBe(
      draft.products.filter((product) => product.type === 'collection').length,
    );
  });

  it("makes stems of the first piece of each collection's first two volumes only", () => {
    const draft = buildDemoLibrary(library);
    const withStems = draft.products.filter((product) => product.featureFlags.includes('stems'));
    const collections = draft.products.filter((product) => product.type === 'collection');
    const firstPieces = collections.flatMap((collection) =>
      draft.relations
        .filter((relation) => relation.parentId === collection.id)
        .sort((a, b) => a.position - b.position)
        .flatMap((relation) => draft.products.filter((product) => product.id === relation.childId))
        .filter((child) => child.type === 'volume')
        .slice(0, 2)
        .map((volume) =>
          draft.relations
            .filter((relation) => relation.parentId === volume.id && relation.parentRank === 0)
            .sort((a, b) => a.position - b.position)
            .flatMap((relation) =>
              draft.products.filter((product) => product.id === relation.childId),
            )
            .find((child) => child.type === 'piece'),
        ),
    );
    expect(withStems.every((product) => product.type === 'piece')).toBe(true);
    expect(withStems.map((piece) => piece.id).sort()).toEqual(
      firstPieces.map((piece) => piece?.id).sort(),
    );
  });

  it('builds a hero and at least four more carousels, and a set for the singing offer', () => {
    const draft = buildDemoLibrary(library);
    const defaults = draft.carousels.filter((carousel) => carousel.referralCode === null);
    expect(defaults[0]?.kind).toBe('hero');
    expect(defaults.length).toBeGreaterThanOrEqual(5);
    expect(draft.carousels.some((carousel) => carousel.referralCode === 'trinity-singing')).toBe(
      true,
    );
  });
});
