import { videoPerspectives } from '@cadenza/domain';
import type { CatalogueDraftBuilder, ProductDraft } from '../catalogue-draft/catalogue-draft.js';
import { escapeXml } from '../scores/musicxml/xml.js';
import type { ScoreEntry } from '../scores/score-library.types.js';
import { creditEntryPeople, DEMO_COPYRIGHT, difficultyColumns } from './demo-pieces.js';
import type { Random } from './prng.js';

const exploreTopics = {
  piano: [
    'Fingering',
    'Balance between the hands',
    'Pedalling',
    'Shaping the phrase',
    'Practising slowly',
    'Rhythm and pulse',
  ],
  vocal: ['Breathing', 'Vowels', 'Phrasing', 'Diction', 'Warming up', 'Dynamics'],
} as const;

const filmedFrom = {
  piano: 'filmed from above and from both sides of the keyboard',
  vocal: 'filmed from the front and from both sides',
} as const;

interface MasterclassOptions {
  builder: CatalogueDraftBuilder;
  volume: ProductDraft;
  piece: ProductDraft;
  entry: ScoreEntry;
  artist: string;
  publisherId: string;
  random: Random;
}

/**
 * A masterclass on one piece: the artist's performance of it (three camera perspectives) and
 * a few short explore videos on points of technique. The performance's second parent is the
 * piece, so the piece lists its performances.
 */
export function addMasterclass(options: MasterclassOptions): ProductDraft {
  const { builder, volume, piece, entry, artist, publisherId, random } = options;
  const shared = {
    featuredArtist: artist,
    publisherId,
    copyright: DEMO_COPYRIGHT,
    ...difficultyColumns(entry.difficulty),
    musicalKey: entry.key,
  };
  const masterclass = builder.addProduct({
    ...shared,
    type: 'masterclass',
    sourceKey: `demo:masterclass:${entry.ref}`,
    title: `${entry.title}: masterclass`,
    subtitle: `With ${artist}`,
    description: `<p>${escapeXml(`${artist} performs ${entry.title} and explains how to practise it.`)}</p>`,
  });
  builder.link(volume, masterclass);
  creditEntryPeople(builder, masterclass, entry);

  const performance = builder.addProduct({
    ...shared,
    type: 'performance',
    sourceKey: `demo:performance:${entry.ref}`,
    title: entry.title,
    subtitle: `Performed by ${artist}`,
    description: `<p>${escapeXml(`${artist} performs ${entry.title}, ${filmedFrom[entry.instrument]}.`)}</p>`,
    // Its film has the piece's sound as one track: its stems are the piece's alone.
    featureFlags: piece.featureFlags.filter((flag) => flag !== 'stems'),
    scoreRef: entry.ref,
    videos: videoPerspectives.map((perspective) => ({
      perspective,
      ref: `render:${entry.ref}:${perspective}`,
    })),
  });
  builder.link(masterclass, performance);
  builder.link(piece, performance);
  creditEntryPeople(builder, performance, entry);

  const topics = exploreTopics[entry.instrument];
  const exploreCount = random.int(1, 2);
  const first = random.int(0, topics.length - 1);
  for (let index = 0; index < exploreCount; index += 1) {
    const topic = topics[(first + index) % topics.length] ?? topics[0];
    const explore = builder.addProduct({
      ...shared,
      type: 'explore',
      sourceKey: `demo:explore:${entry.ref}:${index}`,
      title: `${topic}: ${entry.title}`,
      subtitle: `With ${artist}`,
      videoRef: `render:${entry.ref}:explore-${index + 1}`,
    });
    builder.link(masterclass, explore);
    creditEntryPeople(builder, explore, entry);
  }
  return performance;
}
