import type { PersonRole, ProductType } from '@cadenza/domain';
import {
  CatalogueDraftBuilder,
  type ProductDraft,
  type ProductFields,
} from '@cadenza/music/catalogue-draft';
import type { DatabaseHandle } from '../../src/db/client.js';
import { withCatalogueLock } from '../../src/modules/catalogue/catalogue-write.repository.js';

interface ProductSpec {
  /** Source key suffix: the product id is productIdFor(`t:${key}`). */
  key: string;
  type: ProductType;
  title: string;
  fields?: Omit<ProductFields, 'type' | 'sourceKey' | 'title'>;
  credits?: [PersonRole, string][];
  children?: ProductSpec[];
}

const chopin: [PersonRole, string] = ['composer', 'Frédéric Chopin'];
const piano = (level: number) => ({ difficultyPiano: level });
const piece = (key: string, title: string, level: number, composer: [PersonRole, string]) => ({
  key,
  type: 'piece' as const,
  title,
  fields: piano(level),
  credits: [composer],
});
const performance = (key: string, artist: string): ProductSpec => ({
  key,
  type: 'performance',
  title: 'Nocturne in E-flat major, Op. 9 No. 2',
  fields: { featuredArtist: artist, ...piano(6) },
  credits: [chopin],
});

/** Published by Henle Verlag: a Chopin volume with every kind of child. */
const nocturnes: ProductSpec = {
  key: 'v:nocturnes',
  type: 'volume',
  title: 'Chopin: Nocturnes',
  fields: piano(6),
  credits: [chopin, ['editor', 'Ewald Zimmermann']],
  children: [
    piece('p:op9', 'Nocturne in E-flat major, Op. 9 No. 2', 6, chopin),
    piece('p:posth', 'Nocturne in C-sharp minor, Op. posth.', 7, chopin),
    piece('p:ballade', 'Ballade No. 1 in G minor, Op. 23', 9, chopin),
    { ...piece('p:secret', 'Secret Nocturne', 5, chopin), fields: { published: false } },
    {
      key: 'm:op9',
      type: 'masterclass',
      title: 'Nocturne Op. 9 No. 2: masterclass',
      fields: { featuredArtist: 'Maria João Pires' },
      credits: [chopin],
      children: [
        performance('perf:pires', 'Maria João Pires'),
        performance('perf:uchida', 'Mitsuko Uchida'),
      ],
    },
    {
      key: 'video:pedal',
      type: 'video',
      title: 'Pedalling in the Nocturnes',
      fields: { featuredArtist: 'Maria João Pires', ...piano(6) },
      credits: [chopin],
    },
    { key: 'r:chopin', type: 'aboutComposer', title: 'About Frédéric Chopin', credits: [chopin] },
  ],
};

/** Published by Edition Peters. */
const miniatures: ProductSpec = {
  key: 'v:miniatures',
  type: 'volume',
  title: 'Romantic Miniatures',
  fields: { subtitle: 'Character pieces', ...piano(5) },
  credits: [['selector', 'Norbert Müllemann']],
  children: [
    piece('p:hommage', 'Hommage à Chopin', 5, ['composer', 'Heitor Villa-Lobos']),
    piece('p:waltz', 'Waltz in A minor, B. 150', 3, chopin),
    piece('p:three', 'Three Nocturnes, Op. 15', 6, chopin),
    piece('p:humoresque', 'Humoresque, Op. 101 No. 7', 5, ['composer', 'Antonín Dvořák']),
    piece('p:prelude', 'Prelude in C-sharp minor, Op. 3 No. 2', 8, [
      'composer',
      'Sergei Rachmaninoff',
    ]),
    piece('p:elise', 'Für Elise, WoO 59', 3, ['composer', 'Ludwig van Beethoven']),
    piece('p:moonlight', 'Moonlight Sonata, first movement', 5, [
      'composer',
      'Ludwig van Beethoven',
    ]),
  ],
};

/** Published by Edition Peters: songs, so vocal levels. */
const songs: ProductSpec = {
  key: 'v:songs',
  type: 'volume',
  title: 'Songs of Love and Loss',
  fields: { difficultyVocal: 4 },
  credits: [['translator', 'Richard Stokes']],
  children: [
    {
      key: 'p:grolle',
      type: 'piece',
      title: 'Ich grolle nicht',
      fields: {
        description: '<p>From <em>Dichterliebe</em>.</p>',
        difficultyPiano: 4,
        difficultyVocal: 7,
      },
      credits: [
        ['composer', 'Robert Schumann'],
        ['lyricist', 'Heinrich Heine'],
        ['translator', 'Richard Stokes'],
      ],
    },
    {
      key: 'p:danny',
      type: 'piece',
      title: 'Danny Boy',
      fields: { difficultyVocal: 2 },
      credits: [
        ['arranger', 'Percy Grainger'],
        ['lyricist', 'Frederic Weatherly'],
      ],
    },
    { key: 'r:songs', type: 'readingSinglePage', title: 'Singing in German' },
  ],
};

/**
 * A small catalogue for search tests, written through the catalogue's own writer (as the
 * seeder and importer write), with the names the quality cases need: Chopin, Dvořák,
 * Beethoven, Rachmaninoff, a title naming Chopin, a volume called Nocturnes, people in every
 * role, two performances with the same title and an unpublished piece.
 */
export async function insertSearchCatalogue(handle: DatabaseHandle): Promise<void> {
  const builder = new CatalogueDraftBuilder();
  const add = (spec: ProductSpec, publisherId: string, parent: ProductDraft | null) => {
    const product = builder.addProduct({
      type: spec.type,
      sourceKey: `t:${spec.key}`,
      title: spec.title,
      publisherId,
      ...spec.fields,
    });
    if (parent) builder.link(parent, product);
    for (const [role, name] of spec.credits ?? [])
      builder.credit(product, role, { name, bornYear: null, diedYear: null, nationality: null });
    for (const child of spec.children ?? []) add(child, publisherId, product);
    return product;
  };
  const collection = builder.addProduct({
    type: 'collection',
    sourceKey: 't:c:romantic',
    title: 'Romantic Piano',
  });
  builder.link(collection, add(nocturnes, builder.publisher('Henle Verlag'), null));
  builder.link(collection, add(miniatures, builder.publisher('Edition Peters'), null));
  add(songs, builder.publisher('Edition Peters'), null);
  await withCatalogueLock(handle.db, (repository) => repository.insertDraft(builder.build()));
}
