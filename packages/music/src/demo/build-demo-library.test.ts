import { productTypes } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { createFakeScoreLibrary, tinyMusicXml } from '../../test/fake-score-library.js';
import type { ScoreLibrary } from '../scores/score-library.types.js';
import { buildDemoLibrary } from './build-demo-library.js';
import { canHaveStems, playedStaffCount } from './demo-stems.js';

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

  it("makes stems of the first piece with parts of each collection's first two volumes only", () => {
    // Every other piece of the fake library plays on two staves; the rest on one (no parts).
    const withParts = new Set(
      library
        .entries()
        .filter((_, index) => index % 2 === 1)
        .map((entry) => entry.ref),
    );
    const twoStaves = tinyMusicXml('Hands').replace(
      '</measure>',
      '<backup><duration>4</duration></backup><note><pitch><step>C</step><octave>3</octave></pitch><duration>4</duration><type>whole</type><staff>2</staff></note></measure>',
    );
    const partsLibrary: ScoreLibrary = {
      entries: () => library.entries(),
      load: (ref) =>
        withParts.has(ref) ? { format: 'musicxml', content: twoStaves } : library.load(ref),
    };
    const draft = buildDemoLibrary(partsLibrary);
    const byId = new Map(draft.products.map((product) => [product.id, product]));
    const childrenOf = (parentId: string) =>
      draft.relations
        .filter((relation) => relation.parentId === parentId && relation.parentRank === 0)
        .sort((a, b) => a.position - b.position)
        .flatMap((relation) => byId.get(relation.childId) ?? []);
    const expected = draft.products
      .filter((product) => product.type === 'collection')
      .flatMap((collection) =>
        childrenOf(collection.id)
          .filter((child) => child.type === 'volume')
          .slice(0, 2)
          .flatMap(
            (volume) =>
              childrenOf(volume.id).find(
                (child) => child.type === 'piece' && withParts.has(child.scoreRef ?? ''),
              ) ?? [],
          ),
      );
    const withStems = draft.products.filter((product) => product.featureFlags.includes('stems'));
    expect(expected.length).toBeGreaterThan(2);
    expect(withStems.map((piece) => piece.id).sort()).toEqual(
      expected.map((piece) => piece.id).sort(),
    );
  });

  it('counts the staves a score plays on: a one-hand exercise has no parts, a song three', () => {
    expect(playedStaffCount(tinyMusicXml('One hand'))).toBe(1);
    const song = `<part id="P1"><measure><note><pitch><step>C</step></pitch></note></measure></part>
      <part id="P2"><measure><note><pitch><step>E</step></pitch><staff>1</staff></note>
      <note><rest/><staff>2</staff></note><note><pitch><step>C</step></pitch><staff>2</staff></note></measure></part>`;
    expect(playedStaffCount(song)).toBe(3);
    expect(canHaveStems({ format: 'musicxml', content: song })).toBe(true);
    expect(canHaveStems({ format: 'musicxml', content: tinyMusicXml('One hand') })).toBe(false);
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
